"""The errors the engine raises, each with a message that names what is wrong."""

from __future__ import annotations


class CroupierError(Exception):
    """Base class of every error the engine reports to a person."""


class CardError(CroupierError, ValueError):
    """A card or a list of cards could not be parsed."""


class RuleError(CroupierError):
    """An action or a bet that the rules forbid; the message starts with the rule id."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"[{rule}] {message}")
        self.rule = rule
        self.detail = message


class ConfigError(CroupierError, ValueError):
    """A rule option, a pay table or a limit with a bad value; the message names the field."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.detail = message


class ShoeEmpty(CroupierError):
    """The shoe has no card left to deal (a forced card order ran out)."""
