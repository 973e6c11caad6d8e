"""Exact money: every amount is an ``int`` of thousandths of the currency unit ("mills").

Bets are whole cents; a thousandth is fine enough that every payout the rules allow stays exact:
3:2 and 6:5 on a cent (0.015, 0.012), half a cent of insurance (0.005). No float ever holds money.
Amounts go out as decimal strings: ``"10"``, ``"7.50"``, ``"-2.50"``, ``"0.015"``.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from fractions import Fraction

from .errors import ConfigError

SCALE = 1000  #: mills per currency unit
CENT = SCALE // 100

Money = int


def _bounded(d: Decimal | None, text: object) -> Decimal | None:
    """``d`` when it is a plain amount: ASCII digits (``"１０"`` is not 10), at most 30 digits and
    an exponent within ±30 (``"1e999999"`` is refused, not computed)."""
    if d is None or (isinstance(text, str) and not text.isascii()):
        return None
    if d.is_finite() and (abs(d.adjusted()) > 30 or len(d.as_tuple().digits) > 30):
        return None
    return d


def _shown(text: object) -> str:
    r = repr(text)
    return r if len(r) <= 40 else r[:32] + "…" + r[-4:]


#: an amount as a string: ASCII digits, "." before the decimals, a minus sign (refused as below zero)
_DECIMAL = re.compile(r"-?[0-9]+(?:\.[0-9]+)?")


def parse_amount(text: object, field: str, *, allow_zero: bool = False) -> Money:
    """Parse a decimal amount (``"7.5"``, ``"10"``, ``10``) into mills; whole cents only."""
    if isinstance(text, (bool, float)):
        raise ConfigError(field, f'amount must be a decimal string like "10.50", not {text!r}')
    if isinstance(text, int) and abs(text) >= 10**30:
        raise ConfigError(field, f"not an amount: {_shown(text)}")
    if isinstance(text, str) and not _DECIMAL.fullmatch(text.strip()):  # "1_0", "+10", "1E1", "١٠": no
        raise ConfigError(field, f'not an amount: {_shown(text)} (digits, with "." before the cents: "10.50")')
    try:
        d = Decimal(str(text).strip()) if isinstance(text, (str, int, Decimal)) else None
    except InvalidOperation:
        d = None
    d = _bounded(d, text)
    if d is None or not d.is_finite():
        raise ConfigError(field, f"not an amount: {_shown(text)}")
    mills = d * SCALE
    if mills != mills.to_integral_value() or int(mills) % CENT:
        raise ConfigError(field, f"amount {text!r} has more than two decimals (whole cents only)")
    value = int(mills)
    if value < 0 or (value == 0 and not allow_zero):
        raise ConfigError(field, f"amount must be {'≥' if allow_zero else '>'} 0, got {text!r}")
    return value


def parse_mills(text: str, field: str) -> Money:
    """Parse an amount as :func:`format_amount` writes it (sign and thousandths allowed)."""
    try:
        d = _bounded(Decimal(text), text) if isinstance(text, str) else None
    except (InvalidOperation, TypeError):
        d = None
    if d is None:
        raise ConfigError(field, f"not an amount: {_shown(text)}")
    mills = d * SCALE
    if not d.is_finite() or mills != mills.to_integral_value():
        raise ConfigError(field, f"not an exact amount: {text!r}")
    return int(mills)


def format_amount(m: Money) -> str:
    """``1000 → "1"``, ``7500 → "7.50"``, ``15 → "0.015"``; a whole amount shows no decimals."""
    sign = "-" if m < 0 else ""
    units, rest = divmod(abs(m), SCALE)
    if rest == 0:
        return f"{sign}{units}"
    frac = f"{rest:03d}".rstrip("0")
    if len(frac) < 2:
        frac += "0"
    return f"{sign}{units}.{frac}"


def times(m: Money, ratio: Fraction) -> Money:
    """``m × ratio``; exact for every ratio of the rules on whole-cent stakes, else rounded down."""
    return (m * ratio.numerator) // ratio.denominator
