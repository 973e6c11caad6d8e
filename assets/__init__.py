"""Croupier's assets: translations (.ts sources, built .qm), generated sounds and icons.

A package only so that an installed table finds them beside ``gui`` (``<site-packages>/assets``).
"""
