"""Croupier's own card faces, backs and chips, painted as vectors with QPainter (crisp at any size)."""

from __future__ import annotations

import ctypes
import sys


def _immortalise_none() -> None:
    """Guard against shiboken6 6.12 on CPython < 3.12, whose void methods drop a reference to None.

    Thousands of Qt calls would otherwise free None and abort the process ("none_dealloc"). Python 3.12
    makes None immortal by design; here we give it a reference count no program can exhaust.
    """
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return
    refcnt = ctypes.c_ssize_t.from_address(id(None))
    if refcnt.value < 1 << 40:
        refcnt.value += 1 << 40


_immortalise_none()
