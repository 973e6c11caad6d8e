"""Croupier's own card faces, backs and chips, painted as vectors with QPainter (crisp at any size)."""
