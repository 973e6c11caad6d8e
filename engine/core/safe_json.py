"""Reading files a stranger may have written: JSON with bounds, and messages that stay one short line.

Every loader of a file a person or a program hands the table (a scenario, the balance, the PIN file,
a settings file's text) goes through here, so that hostile input ends in one readable line and
status 2, never a traceback: a file above :data:`MAX_BYTES`, nesting deeper than :data:`MAX_DEPTH`,
an integer of more than :data:`MAX_DIGITS` digits, a number with an exponent beyond
:data:`MAX_EXPONENT`, ``NaN`` or ``Infinity``. :func:`clip` makes any text (a key with a newline in
it, a 10 MB string) a single line of at most :data:`MESSAGE_MAX` characters.
"""

from __future__ import annotations

import json
import math
from decimal import Decimal, InvalidOperation
from typing import Any

from .errors import CroupierError

MAX_BYTES = 1_000_000  #: a scenario, a balance or a PIN file is a few kilobytes
MAX_DEPTH = 32
MAX_DIGITS = 30  #: more than any amount in mills
MAX_EXPONENT = 30
MESSAGE_MAX = 160


class UnsafeInput(CroupierError, ValueError):
    """Input outside the bounds above; the message is one line naming the bound."""


def clip(value: object, limit: int = MESSAGE_MAX) -> str:
    """``value`` as one line of at most ``limit`` characters: control characters (a newline in a
    key) are written as escapes, and a long text is cut with an ellipsis saying how long it was."""
    text = value if isinstance(value, str) else repr(value)
    if len(text) > 4 * limit:
        total = len(text)
        text = text[: 4 * limit]
    else:
        total = 0
    out = "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in text)
    if total or len(out) > limit:
        size = total or len(text)
        out = out[: max(limit - 24, 8)] + f"… ({size:,} characters)"
    return out


def check_size(raw: bytes | str, what: str, limit: int = MAX_BYTES) -> None:
    """Refuse a file above ``limit`` bytes before parsing it."""
    n = len(raw)
    if n > limit:
        raise UnsafeInput(f"{what}: the file is too large ({n / 1e6:.1f} MB; at most {limit / 1e6:g} MB)")


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise UnsafeInput(f"a number of {len(text.lstrip('-')):,} digits (at most {MAX_DIGITS})")
    return int(text)


def _decimal(text: str) -> Decimal:
    try:
        d = Decimal(text)
    except InvalidOperation:
        raise UnsafeInput(f"not a number: {clip(text, 40)}") from None
    if d.is_finite() and abs(d.adjusted()) > MAX_EXPONENT:
        raise UnsafeInput(f"the number {clip(text, 40)} is out of range")
    if len(d.as_tuple().digits) > MAX_DIGITS:
        raise UnsafeInput(f"a number of {len(d.as_tuple().digits):,} digits (at most {MAX_DIGITS})")
    return d


def _constant(name: str) -> Any:
    raise UnsafeInput(f"{name} is not a number this file may hold")


def depth(value: Any) -> int:
    """The nesting depth of parsed JSON (a scalar is 0), walked without recursion."""
    best = 0
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        v, d = stack.pop()
        if isinstance(v, dict):
            d += 1
            stack.extend((x, d) for x in v.values())
        elif isinstance(v, list):
            d += 1
            stack.extend((x, d) for x in v)
        best = max(best, d)
    return best


def loads(text: str | bytes, what: str, *, exact: bool = True, limit: int = MAX_BYTES) -> Any:
    """Parse JSON within the bounds; ``exact``: numbers with a fraction become :class:`Decimal`.

    Raises :class:`UnsafeInput` (a subclass of ``ValueError``) with a one-line message that starts
    with ``what`` (the file's name) and gives the line of a syntax error."""
    check_size(text, what, limit)
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as e:
            raise UnsafeInput(f"{what}: not UTF-8 text (byte {e.start})") from None
    try:
        value = json.loads(
            text,
            parse_int=_int,
            parse_float=_decimal if exact else (lambda s: float(_decimal(s))),
            parse_constant=_constant,
        )
    except json.JSONDecodeError as e:
        raise UnsafeInput(f"{what}: line {e.lineno}: not valid JSON: {clip(e.msg, 80)}") from None
    except RecursionError:
        raise UnsafeInput(f"{what}: nested too deeply (at most {MAX_DEPTH} levels)") from None
    except UnsafeInput as e:
        raise UnsafeInput(f"{what}: {e}") from None
    if depth(value) > MAX_DEPTH:
        raise UnsafeInput(f"{what}: nested too deeply (at most {MAX_DEPTH} levels)")
    return value


def bounded(value: Any, what: str) -> None:
    """Check data parsed elsewhere (TOML): depth, integer size, and no NaN or infinity."""
    if depth(value) > MAX_DEPTH:
        raise UnsafeInput(f"{what}: nested too deeply (at most {MAX_DEPTH} levels)")
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
        elif isinstance(v, float) and not math.isfinite(v):
            raise UnsafeInput(f"{what}: {v!r} is not a number this file may hold")
        elif isinstance(v, int) and not isinstance(v, bool) and abs(v) >= 10**MAX_DIGITS:
            raise UnsafeInput(f"{what}: a number of more than {MAX_DIGITS} digits")
