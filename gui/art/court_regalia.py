"""What each court figure wears and holds: the queen's crown and flower, the king's closed crown and
sword, the jack's feathered cap and halberd, the arm that holds them, and the queen of hearts' own
details (a standing lace collar, a red rose, a ruby heart on her crown).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QTransform

from .court_paint import GOLD, GOLD_DARK, OUT, SKIN, WHITE, FigurePainter
from .shapes import ellipse, mirrored, path, rgrad, shade, sym_path, vgrad
from .suits import placed_suit


class Regalia(FigurePainter):
    """The per-rank details of :class:`gui.art.court.Figure`, which sets ``rank``, ``suit``, ``ink``,
    ``second``, ``side``, ``hc`` and ``qh`` (the queen of hearts)."""

    rank: str
    suit: str
    ink: QColor
    second: QColor
    side: QColor
    hc: bool
    qh: bool

    def lace_collar(self) -> None:
        """A standing fan of lace behind the queen of hearts' head, edged in gold and scalloped."""
        cx, cy = 0.0, -62.0
        n = 13
        r_out, r_in = 52.0, 18.0
        a0, a1 = 200.0, 340.0
        outer = QPainterPath()
        pts = []
        for i in range(n + 1):
            a = math.radians(a0 + (a1 - a0) * i / n)
            pts.append((cx + r_out * math.cos(a), cy + r_out * 1.02 * math.sin(a)))
        outer.moveTo(cx + r_in * math.cos(math.radians(a0)), cy + r_in * math.sin(math.radians(a0)))
        outer.lineTo(*pts[0])
        for i in range(n):
            (x0, y0), (x1, y1) = pts[i], pts[i + 1]
            mx, my = (x0 + x1) / 2, (y0 + y1) / 2
            d = math.hypot(mx - cx, my - cy)
            bx, by = cx + (mx - cx) * (d + 5) / d, cy + (my - cy) * (d + 5) / d
            outer.quadTo(bx, by, x1, y1)
        outer.lineTo(cx + r_in * math.cos(math.radians(a1)), cy + r_in * math.sin(math.radians(a1)))
        outer.closeSubpath()
        self.fill(outer, rgrad(cx, cy, r_out + 6, (0, "#fff8ee"), (0.8, "#ffffff"), (1, "#f4e7d2")))
        # Ribs of the fan and a row of eyelets along the scallops.
        ribs = QPainterPath()
        holes = QPainterPath()
        for i in range(n + 1):
            a = math.radians(a0 + (a1 - a0) * i / n)
            ribs.moveTo(cx + r_in * math.cos(a), cy + r_in * math.sin(a))
            ribs.lineTo(cx + (r_out - 1) * math.cos(a), cy + (r_out - 1) * 1.02 * math.sin(a))
            if i < n:
                am = math.radians(a0 + (a1 - a0) * (i + 0.5) / n)
                for rr, rad in ((r_out - 3.5, 1.3), (r_out - 10, 0.9)):
                    holes.addEllipse(QPointF(cx + rr * math.cos(am), cy + rr * 1.02 * math.sin(am)), rad, rad)
        self.line(ribs, GOLD_DARK, 0.5)
        self.p.fillPath(holes, QColor("#d9c7a6"))
        edge = QPainterPath()
        edge.addPath(outer)
        self.line(edge, GOLD, 1.6)
        self.line(edge, OUT, 0.5)

    def crown_queen(self, y: float) -> None:
        """A crown of five points tipped with pearls; the queen of hearts' carries a ruby heart."""
        band_h = 6.0
        shape = QPainterPath(QPointF(-18, y))
        pts = [
            (-18, y),
            (-19, y - 12),
            (-10, y - 5),
            (-6, y - 16),
            (0, y - 7),
            (6, y - 16),
            (10, y - 5),
            (19, y - 12),
            (18, y),
        ]
        shape = path(pts[0], [(pt,) for pt in pts[1:]])
        self.fill(shape, self.gold(y - 16, y))
        band = path(
            (-19, y + band_h),
            [
                ((-19, y),),
                ((0, y - 2), (0, y - 2), (19, y)),
                ((19, y + band_h),),
                ((0, y + band_h - 2), (0, y + band_h - 2), (-19, y + band_h)),
            ],
        )
        self.fill(band, self.gold(y - 2, y + band_h))
        for x, yy in ((-19, y - 12), (-6, y - 16), (6, y - 16), (19, y - 12)):
            self.fill(ellipse(x, yy - 1.5, 1.8), rgrad(x - 0.5, yy - 2, 2, (0, WHITE), (1, "#d8d0c4")), lw=0.5)
        for x, col in ((-11, self.second), (11, self.second)):
            self.fill(ellipse(x, y + 2.6, 1.6), rgrad(x - 0.5, y + 2, 2, (0, shade(col, 1.6)), (1, col)), lw=0.4)
        if self.qh:
            self.fill(
                placed_suit("H", QPointF(0, y - 12), 9), rgrad(-1.5, y - 14, 6, (0, "#ff7a8a"), (1, "#b0001c")), lw=0.7
            )
            self.fill(ellipse(0, y + 2.4, 2.0), rgrad(-0.5, y + 2, 2, (0, "#ff7a8a"), (1, "#b0001c")), lw=0.5)
        else:
            self.fill(ellipse(0, y - 10, 2.4), rgrad(-0.5, y - 11, 3, (0, WHITE), (1, "#d8d0c4")), lw=0.5)
            self.fill(ellipse(0, y + 2.4, 1.8), rgrad(-0.5, y + 2, 2, (0, shade(self.ink, 1.6)), (1, self.ink)), lw=0.4)

    def crown_king(self, y: float) -> None:
        """A closed crown: velvet cap, gold arches, fleurons and an orb with a cross."""
        cap = sym_path((0, y - 22), [((12, y - 22), (20, y - 12), (20, y)), ((0, y),)])
        self.fill(cap, vgrad(y - 22, y, (0, shade(self.second, 1.3)), (1, self.second)))
        arch = path((0, y - 22), [((10, y - 22), (18, y - 12), (19, y))], close=False)
        for a in (arch, mirrored(arch)):
            self.line(a, OUT, 3.4)
            self.line(a, GOLD, 2.2)
        self.line(path((0, y - 22), [((0, y),)], close=False), OUT, 3.4)
        self.line(path((0, y - 22), [((0, y),)], close=False), GOLD, 2.2)
        band = path(
            (-21, y + 7),
            [((-21, y),), ((0, y - 2), (0, y - 2), (21, y)), ((21, y + 7),), ((0, y + 5), (0, y + 5), (-21, y + 7))],
        )
        self.fill(band, self.gold(y - 2, y + 7))
        for x in (-20, 20):
            fleur = sym_path((0, y - 9), [((2.5, y - 6), (3, y - 3), (0, y))])
            fleur.translate(x * 0.95, 0)
            self.fill(fleur, self.gold(y - 9, y), lw=0.6)
        orb = ellipse(0, y - 25, 3.2)
        self.fill(orb, self.gold(y - 28, y - 22), lw=0.7)
        cross = QPainterPath()
        cross.addRect(QRectF(-0.9, y - 34, 1.8, 7))
        cross.addRect(QRectF(-3, y - 32, 6, 1.8))
        self.fill(cross.simplified(), self.gold(y - 34, y - 27), lw=0.5)
        for x, col in ((-12, "#c21a2b"), (0, "#1f6f3f"), (12, "#c21a2b")):
            self.fill(ellipse(x, y + 3, 1.8), rgrad(x - 0.5, y + 2.5, 2, (0, "#ffffff"), (1, col)), lw=0.4)

    def cap(self, y: float) -> None:
        """The jack's soft cap with a long feather."""
        feather = path(
            (8, y - 14),
            [
                ((18, y - 30), (40, y - 34), (52, y - 18)),
                ((56, y - 12), (56, y - 4), (54, y + 2)),
                ((50, y - 6),),
                ((46, y - 14), (36, y - 20), (14, y - 8)),
            ],
        )
        self.fill(feather, vgrad(y - 32, y + 2, (0, WHITE), (0.55, shade(self.second, 1.6)), (1, self.second)), lw=0.8)
        vane = path((10, y - 12), [((22, y - 26), (42, y - 28), (53, y - 4))], close=False)
        self.line(vane, shade(self.second, 0.7), 0.8)
        for i in range(1, 10):
            t = i / 10
            ang = math.pi * (1.1 - 0.75 * t)
            x = 31 + 22 * math.cos(ang)
            yy = y - 6 - 22 * math.sin(ang)
            self.line(
                path((x, yy), [((x + 3 * math.cos(ang - 2.2), yy - 3 * math.sin(ang - 2.2)),)], close=False),
                shade(self.second, 0.8),
                0.45,
            )
        cap = path(
            (-22, y + 2),
            [
                ((-26, y - 10), (-12, y - 20), (4, y - 19)),
                ((18, y - 18), (26, y - 10), (22, y + 2)),
                ((8, y - 2), (-8, y - 2), (-22, y + 2)),
            ],
        )
        self.fill(cap, vgrad(y - 20, y + 2, (0, shade(self.ink, 1.35)), (1, shade(self.ink, 0.9))))
        band = path(
            (-22, y + 2),
            [((-8, y - 2), (8, y - 2), (22, y + 2)), ((22, y + 6),), ((8, y + 2), (-8, y + 2), (-22, y + 6))],
        )
        self.fill(band, self.gold(y - 2, y + 6))
        self.fill(placed_suit(self.suit, QPointF(0, y - 9), 7), GOLD, lw=0.4)

    def held_item(self) -> None:
        if self.rank == "Q":
            if self.qh:
                self.rose(-33, -68)
            else:
                self.tulip(-33, -62)
            self.arm(-33, -30, -1)
        elif self.rank == "K":
            self.arm(42, -30, 1)
        else:
            self.arm(-44, -30, -1)

    def arm(self, x: float, y: float, sx: int) -> None:
        """A forearm coming out of the sleeve, a gold cuff and a hand closed round a stem or a grip at (x, y)."""
        elbow = QPointF(sx * 70.0, -12.0)
        fore = QPainterPath(elbow)
        fore.cubicTo(QPointF(sx * 58.0, -14.0), QPointF(x + sx * 10, y + 10), QPointF(x, y + 7))
        cap_style = Qt.PenCapStyle.RoundCap
        self.p.strokePath(fore, QPen(OUT, 13.5 + 2 * self.lw, Qt.PenStyle.SolidLine, cap_style))
        self.p.strokePath(fore, QPen(shade(self.side, 1.05), 13.5, Qt.PenStyle.SolidLine, cap_style))
        self.p.strokePath(fore.translated(0, -2.5), QPen(shade(self.side, 1.3), 5, Qt.PenStyle.SolidLine, cap_style))
        cuff = path((x - 7.5, y + 2), [((x + 7.5, y + 2),), ((x + 8, y + 8),), ((x - 7.5, y + 9),)])
        self.fill(cuff, self.gold(y + 2, y + 9), lw=0.8)
        # Four curled fingers across the stem, the thumb over them.
        for i in range(4):
            fy = y - 10.5 + i * 3.2
            finger = QPainterPath()
            finger.addRoundedRect(QRectF(x - 6.5 + sx * 0.4 * i, fy, 11.5 - 0.6 * i, 3.4), 1.7, 1.7)
            self.fill(finger, SKIN, lw=0.6)
        thumb = path(
            (x - sx * 6.5, y - 3),
            [
                ((x - sx * 8, y - 8), (x - sx * 4, y - 12), (x + sx * 1, y - 10.5)),
                ((x + sx * 3, y - 9.5), (x + sx * 1, y - 7.5), (x - sx * 2, y - 7.5)),
                ((x - sx * 3, y - 6), (x - sx * 3, y - 3), (x - sx * 3, y + 2)),
            ],
        )
        self.fill(thumb, rgrad(x, y - 8, 8, (0, "#fbe6d6"), (1, SKIN)), lw=0.6)

    def rose(self, x: float, y: float) -> None:
        """A red rose with two leaves, held on a long stem."""
        stem = path((x, y + 8), [((x + 1.5, y + 20), (x - 1, y + 32), (x, y + 46))], close=False)
        self.line(stem, OUT, 2.8)
        self.line(stem, QColor("#2f7a32"), 1.8)
        leaf = path((0, 0), [((4, -5.5), (12, -7), (17, -2.5)), ((12, 3), (4, 3), (0, 0))])
        for ang, dx, dy, flip in ((-30, 0.8, 17, False), (210, -0.6, 25, True)):
            t = QTransform()
            t.translate(x + dx, y + dy)
            t.rotate(ang)
            lf = t.map(leaf)
            self.fill(lf, vgrad(y + dy - 5, y + dy + 3, (0, "#5cae4a"), (1, "#2c6e2a")), lw=0.6)
            _ = flip
        # Sepals, then two rings of petals and a spiralled heart.
        for a in (-0.5, 0.5):
            t = QTransform()
            t.translate(x, y + 6)
            t.rotate(90 + a * 80)
            self.fill(t.map(leaf).translated(0, 0), QColor("#3f8a3a"), lw=0.5)
        k = 1.45
        petals = QPainterPath()
        petals.setFillRule(Qt.FillRule.WindingFill)
        for i in range(5):
            a = -math.pi / 2 + i * 2 * math.pi / 5
            petals.addEllipse(QPointF(x + 4.2 * k * math.cos(a), y + 3.8 * k * math.sin(a)), 4.6 * k, 4.2 * k)
        petals = petals.simplified()
        self.fill(petals, rgrad(x, y, 9 * k, (0, "#ff5d6e"), (0.6, "#d7152f"), (1, "#9c0a1f")), lw=0.8)
        inner = QPainterPath()
        inner.setFillRule(Qt.FillRule.WindingFill)
        for i in range(4):
            a = -math.pi / 4 + i * math.pi / 2
            inner.addEllipse(QPointF(x + 2.6 * k * math.cos(a), y + 2.4 * k * math.sin(a)), 3.2 * k, 2.9 * k)
        self.fill(inner.simplified(), rgrad(x - 1, y - 1, 7 * k, (0, "#ff7080"), (1, "#c4142c")), lw=0.6)
        bud = ellipse(x, y, 3.0 * k, 2.7 * k)
        self.fill(bud, rgrad(x - 1, y - 1, 4 * k, (0, "#f44a5c"), (1, "#a00c24")), lw=0.6)
        spiral = path(
            (x - 2.5 * k, y + 1),
            [
                ((x - 2.5 * k, y - 2.5 * k), (x + 2.5 * k, y - 2.5 * k), (x + 2.5 * k, y + 0.5)),
                ((x + 2.5 * k, y + 2.5 * k), (x - 0.5, y + 2.6 * k), (x - 0.8 * k, y + 0.5)),
                ((x - 1 * k, y - 1 * k), (x + 1.2 * k, y - 1 * k), (x + 1, y + 0.5)),
            ],
            close=False,
        )
        self.line(spiral, QColor("#6a0414"), 0.7)

    def tulip(self, x: float, y: float) -> None:
        stem = path((x, y + 6), [((x + 1, y + 16), (x - 1, y + 26), (x, y + 38))], close=False)
        self.line(stem, OUT, 2.6)
        self.line(stem, QColor("#2f7a32"), 1.6)
        head = path(
            (x - 6, y - 6),
            [
                ((x - 3, y - 3),),
                ((x, y - 8),),
                ((x + 3, y - 3),),
                ((x + 6, y - 6),),
                ((x + 7, y + 2), (x + 4, y + 7), (x, y + 7)),
                ((x - 4, y + 7), (x - 7, y + 2), (x - 6, y - 6)),
            ],
        )
        self.fill(head, vgrad(y - 8, y + 7, (0, shade(self.second, 1.5)), (1, self.second)), lw=0.8)
        self.line(path((x, y - 2), [((x, y + 6),)], close=False), shade(self.second, 0.6), 0.5)

    def sword(self) -> None:
        x = 42.0
        blade = path((x - 2.6, -40), [((x - 2.6, -118),), ((x, -126),), ((x + 2.6, -118),), ((x + 2.6, -40),)])
        self.fill(blade, QBrush(vgrad(-126, -40, (0, "#f2f4f7"), (1, "#aab2bd"))))
        self.line(path((x, -118), [((x, -44),)], close=False), QColor("#8a93a0"), 0.6)
        guard = path((x - 10, -42), [((x - 10, -38),), ((x + 10, -38),), ((x + 10, -42),)])
        self.fill(guard, self.gold(-42, -38))
        grip = path((x - 1.8, -38), [((x - 1.8, -22),), ((x + 1.8, -22),), ((x + 1.8, -38),)])
        self.fill(grip, QColor("#6a3c1a"), lw=0.6)
        self.fill(ellipse(x, -19, 2.8), self.gold(-22, -16), lw=0.6)

    def halberd(self) -> None:
        x = -44.0
        shaft = path((x - 1.6, 0), [((x - 1.6, -112),), ((x + 1.6, -112),), ((x + 1.6, 0),)])
        self.fill(shaft, vgrad(-112, 0, (0, "#9a6a3a"), (1, "#5a3a1a")), lw=0.7)
        spike = path((x - 2, -112), [((x, -128),), ((x + 2, -112),)])
        self.fill(spike, QBrush(vgrad(-128, -112, (0, "#f2f4f7"), (1, "#9aa2ad"))), lw=0.7)
        axe = path(
            (x + 1.6, -110),
            [
                ((x + 8, -112), (x + 13, -114), (x + 15, -118)),
                ((x + 17, -110), (x + 17, -100), (x + 15, -92)),
                ((x + 13, -96), (x + 8, -98), (x + 1.6, -98)),
            ],
        )
        self.fill(axe, QBrush(vgrad(-118, -92, (0, "#f2f4f7"), (1, "#9aa2ad"))), lw=0.7)
        hook = path((x - 1.6, -108), [((x - 7, -106),), ((x - 10, -110),), ((x - 6, -102),), ((x - 1.6, -101),)])
        self.fill(hook, QBrush(vgrad(-110, -100, (0, "#f2f4f7"), (1, "#9aa2ad"))), lw=0.7)
        tassel = sym_path((0, -97), [((3, -97),), ((4, -90),), ((0, -90),)])
        tassel.translate(x, 0)
        self.fill(tassel, self.second, lw=0.5)
