"""Court figures: a double-ended king, queen or jack in suit colours, the queen of hearts drawn with extra care.

The figure is designed for the top half of the court frame (origin at the frame's centre, y up to -133) and
painted twice, the second time turned half round, like the courts of a real deck.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QGradient, QPainter, QPainterPath, QPen, QTransform

from gui.art.shapes import ellipse, mirrored, path, rgrad, shade, sym_path, vgrad
from gui.art.suits import placed_suit

OUT = QColor("#1b1b1b")
GOLD = QColor("#e3ad2f")
GOLD_DARK = QColor("#a8741a")
SKIN = QColor("#f7d8c3")
SKIN_SHADE = QColor("#e6b89c")
WHITE = QColor("#ffffff")
HAIR = {
    ("Q", "H"): "#9c3b16",
    ("Q", "D"): "#d0a040",
    ("Q", "S"): "#2f221a",
    ("Q", "C"): "#6b3a1e",
    ("K", "H"): "#e4ded6",
    ("K", "D"): "#b07a30",
    ("K", "S"): "#3a2a20",
    ("K", "C"): "#8c8278",
    ("J", "H"): "#d9a441",
    ("J", "D"): "#7a4a22",
    ("J", "S"): "#c58a3a",
    ("J", "C"): "#3b2a20",
}


class Figure:
    """Paints one half-figure; ``rank`` in "JQK", colours from the suit's ink."""

    def __init__(self, p: QPainter, rank: str, suit: str, ink: QColor, hc: bool) -> None:
        self.p, self.rank, self.suit, self.ink, self.hc = p, rank, suit, ink, hc
        red = ink.red() > 150 and ink.green() < 90 and ink.blue() < 90
        self.second = QColor("#1f3f8f") if red else QColor("#c21a2b")
        self.hair = QColor(HAIR[(rank, suit)])
        self.lw = 1.7 if hc else 1.05
        self.qh = rank == "Q" and suit == "H"

    # -- helpers -------------------------------------------------------------------------------------------
    def fill(
        self, shape: QPainterPath, brush: QColor | QBrush | QGradient, outline: bool = True, lw: float = 0
    ) -> None:
        self.p.fillPath(shape, brush if isinstance(brush, QBrush) else QBrush(brush))
        if outline:
            self.p.strokePath(
                shape,
                QPen(OUT, lw or self.lw, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin),
            )

    def line(self, shape: QPainterPath, colour: QColor = OUT, lw: float = 0) -> None:
        self.p.strokePath(
            shape,
            QPen(colour, lw or self.lw, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin),
        )

    def gold(self, y0: float, y1: float) -> QBrush:
        return QBrush(vgrad(y0, y1, (0, "#f7d77a"), (0.5, GOLD), (1, GOLD_DARK)))

    # -- the figure ----------------------------------------------------------------------------------------
    def paint(self) -> None:
        self.behind()
        self.body()
        self.neck()
        self.collar()
        self.held_item()
        self.face()
        self.head_top()

    def behind(self) -> None:
        if self.qh:
            self.lace_collar()
        if self.rank == "Q":
            # Long hair falling behind the shoulders.
            hair = sym_path(
                (0, -118),
                [
                    ((16, -118), (29, -106), (29, -88)),
                    ((29, -74), (33, -64), (38, -54)),
                    ((33, -50), (28, -50), (24, -52)),
                    ((20, -54), (14, -60), (0, -60)),
                ],
            )
            self.fill(hair, rgrad(0, -90, 40, (0, shade(self.hair, 1.25)), (1, self.hair)))
            for x in (20, 26):
                self.line(
                    path((x - 6, -100), [((x + 2, -88), (x - 2, -72), (x + 6, -58))], close=False),
                    shade(self.hair, 0.6),
                    0.7,
                )
                self.line(
                    mirrored(path((x - 6, -100), [((x + 2, -88), (x - 2, -72), (x + 6, -58))], close=False)),
                    shade(self.hair, 0.6),
                    0.7,
                )
        if self.rank == "K":
            self.sword()
        if self.rank == "J":
            self.halberd()

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

    def body(self) -> None:
        robe = sym_path(
            (0, -60),
            [
                ((12, -60),),
                ((34, -59), (54, -58), (66, -52)),
                ((76, -47), (84, -40), (87, -30)),
                ((87, 0),),
                ((0, 0),),
            ],
        )
        main = self.ink if self.rank != "J" else self.second
        side = self.second if self.rank != "J" else self.ink
        self.side = side
        self.fill(robe, vgrad(-60, 0, (0, shade(main, 1.2)), (1, shade(main, 0.85))))
        # Sleeves in the second colour with gold bands.
        sleeve = path(
            (50, -56),
            [
                ((64, -54), (80, -46), (87, -30)),
                ((87, 0),),
                ((58, 0),),
                ((55, -20), (52, -40), (44, -52)),
            ],
        )
        for sl in (sleeve, mirrored(sleeve)):
            self.fill(sl, vgrad(-55, 0, (0, shade(side, 1.25)), (1, shade(side, 0.85))))
            self.p.save()
            self.p.setClipPath(sl)
            for y in (-36, -15):
                band = QPainterPath()
                band.addRect(QRectF(-90, y, 180, 4))
                self.fill(band, self.gold(y, y + 4), lw=0.6)
            self.p.restore()
        self.robe_path = robe
        self.sleeves = sleeve.united(mirrored(sleeve))
        # Front panel.
        panel = sym_path((0, -58), [((11, -58),), ((24, 0),), ((0, 0),)])
        if self.rank == "Q":
            self.fill(panel, self.gold(-58, 0))
            self.pattern(panel, self.ink, 7.0)
        elif self.rank == "K":
            self.fill(panel, vgrad(-58, 0, (0, shade(self.second, 1.2)), (1, shade(self.second, 0.9))))
            self.pattern(panel, GOLD, 6.5)
        else:
            self.fill(panel, vgrad(-58, 0, (0, shade(self.ink, 1.2)), (1, shade(self.ink, 0.9))))
            for y in range(-48, 0, 10):
                self.fill(ellipse(0, y, 2.2), self.gold(y - 2, y + 2), lw=0.5)
        if self.qh:
            # Small gold hearts scattered over the red robe.
            self.p.save()
            self.p.setClipPath(robe.subtracted(panel).subtracted(self.sleeves))
            hearts = QPainterPath()
            for i, y in enumerate(range(-50, 4, 11)):
                for x in range(-70 + (i % 2) * 6, 80, 12):
                    hearts.addPath(placed_suit("H", QPointF(x, y), 5))
            self.p.fillPath(hearts, GOLD)
            self.p.restore()
        # Trim where the halves meet.
        trim = QPainterPath()
        trim.addRect(QRectF(-87, -3, 174, 3))
        self.fill(trim, self.gold(-3, 0), lw=0.6)

    def pattern(self, area: QPainterPath, colour: QColor, size: float) -> None:
        """Suit symbols in a column down a panel of the robe."""
        self.p.save()
        self.p.setClipPath(area)
        pips = QPainterPath()
        for y in range(-50, 0, 11):
            pips.addPath(placed_suit(self.suit, QPointF(0, y), size))
        self.p.fillPath(pips, colour)
        self.p.restore()

    def neck(self) -> None:
        if self.rank == "Q":
            # Neck and a rounded neckline.
            skin = sym_path((0, -72), [((7, -72),), ((7.5, -66), (9, -62), (18, -59)), ((14, -50), (8, -47), (0, -46))])
            self.fill(skin, SKIN)
            edge = path((-18, -59), [((-9, -47), (9, -47), (18, -59))], close=False)
            self.line(edge, GOLD, 2.4)
            self.line(edge, OUT, 0.6)
            # Pearl necklace with a pendant.
            for i in range(11):
                t = i / 10
                x = -12 + 24 * t
                y = -61 + 9 * math.sin(math.pi * t)
                self.fill(ellipse(x, y, 1.3), rgrad(x - 0.4, y - 0.4, 1.5, (0, WHITE), (1, "#d8d2c8")), lw=0.4)
            if self.qh:
                self.fill(
                    placed_suit("H", QPointF(0, -49), 6), rgrad(-1, -50, 4, (0, "#ff6a7a"), (1, "#b00020")), lw=0.6
                )
            else:
                self.fill(ellipse(0, -50, 2.2), self.gold(-52, -48), lw=0.5)
        else:
            skin = sym_path((0, -72), [((7, -72),), ((7.5, -64), (8, -60), (9, -58)), ((0, -58),)])
            self.fill(skin, SKIN)

    def collar(self) -> None:
        if self.rank == "K":
            # Ermine cape over the shoulders.
            cape = sym_path(
                (0, -62),
                [
                    ((10, -62),),
                    ((30, -62), (56, -58), (66, -46)),
                    ((68, -38), (64, -32), (58, -34)),
                    ((48, -38), (40, -34), (30, -40)),
                    ((22, -45), (14, -50), (0, -50)),
                ],
            )
            self.fill(cape, vgrad(-62, -34, (0, WHITE), (1, "#ece8e0")))
            tails = QPainterPath()
            for x, y in ((20, -55), (34, -52), (48, -48), (58, -42), (28, -45), (42, -42)):
                for sx in (1, -1):
                    tails.addPath(placed_suit("S", QPointF(sx * x, y), 3.6))
            self.p.fillPath(tails, OUT)
        elif self.rank == "J":
            flap = path((0, -58), [((8, -60),), ((22, -54),), ((14, -46),), ((4, -52),)])
            for f in (flap, mirrored(flap)):
                self.fill(f, WHITE)

    def face(self) -> None:
        fy = -86.0
        face = sym_path(
            (0, fy - 22),
            [((10, fy - 22), (16.5, fy - 14), (16.5, fy - 3)), ((16.5, fy + 9), (9, fy + 19), (0, fy + 21))],
        )
        self.fill(face, rgrad(0, fy - 4, 24, (0, "#fbe6d6"), (0.75, SKIN), (1, SKIN_SHADE)))
        # Ears for the king and jack (the queen's are covered by her hair).
        if self.rank != "Q":
            for sx in (1, -1):
                ear = ellipse(sx * 16.5, fy - 2, 2.6, 5)
                self.fill(ear, SKIN, lw=0.7)
        # Cheeks.
        for sx in (1, -1):
            self.p.fillPath(
                ellipse(sx * 9, fy + 6, 5, 3.5),
                rgrad(sx * 9, fy + 6, 5.5, (0, QColor(235, 120, 120, 90)), (1, QColor(235, 120, 120, 0))),
            )
        # Eyes.
        for sx in (1, -1):
            ex = sx * 6.8
            ey = fy - 2
            eye = path(
                (ex - 3.8, ey),
                [
                    ((ex - 2, ey - 2.4), (ex + 2, ey - 2.4), (ex + 3.8, ey)),
                    ((ex + 2, ey + 1.8), (ex - 2, ey + 1.8), (ex - 3.8, ey)),
                ],
            )
            self.p.fillPath(eye, WHITE)
            self.p.save()
            self.p.setClipPath(eye)
            iris = QColor("#3a6ea5") if self.rank == "Q" else QColor("#5a3a22")
            self.p.fillPath(ellipse(ex, ey, 1.9), rgrad(ex, ey, 2, (0, shade(iris, 1.3)), (1, shade(iris, 0.7))))
            self.p.fillPath(ellipse(ex, ey, 0.9), OUT)
            self.p.fillPath(ellipse(ex + 0.6, ey - 0.7, 0.45), WHITE)
            self.p.restore()
            lid = path((ex - 4, ey + 0.2), [((ex - 2, ey - 2.6), (ex + 2, ey - 2.6), (ex + 4, ey))], close=False)
            self.line(lid, OUT, 1.1 if not self.hc else 1.5)
            if self.rank == "Q":
                # A fine upper lash line ending in a small flick at the outer corner.
                wing = path(
                    (ex + sx * 2.5, ey - 1.9),
                    [((ex + sx * 4.2, ey - 1.2), (ex + sx * 5.0, ey - 1.6), (ex + sx * 5.8, ey - 2.6))],
                    close=False,
                )
                self.line(wing, OUT, 0.9)
                self.line(lid.translated(0, -0.25), OUT, 0.7)
            brow_y = ey - 5.5 if self.rank == "Q" else ey - 5
            brow = path(
                (ex - sx * 3.5, brow_y + 0.6),
                [((ex - sx * 1, brow_y - 1.4), (ex + sx * 2, brow_y - 1.2), (ex + sx * 4.2, brow_y + 0.4))],
                close=False,
            )
            brow_col = shade(self.hair, 0.7) if self.rank != "K" or self.suit != "H" else QColor("#9a948c")
            self.line(brow, brow_col, 1.0 if self.rank == "Q" else 1.5)
        # Nose: a soft shadow down one side and the nostrils.
        nose = path((-1.0, fy + 1), [((-1.4, fy + 4), (-2.6, fy + 6), (-2.0, fy + 7.6))], close=False)
        self.line(nose, QColor(170, 110, 90, 150), 0.8)
        nostrils = path((-2.4, fy + 8.2), [((-1.2, fy + 9.2), (1.2, fy + 9.2), (2.4, fy + 8.2))], close=False)
        self.line(nostrils, QColor(170, 110, 90, 190), 0.7)
        # Mouth.
        my = fy + 12.5
        if self.rank == "Q":
            upper = path(
                (-4.6, my),
                [
                    ((-3, my - 1.6), (-1.2, my - 2.2), (0, my - 1.2)),
                    ((1.2, my - 2.2), (3, my - 1.6), (4.6, my)),
                    ((2, my + 0.4), (-2, my + 0.4), (-4.6, my)),
                ],
            )
            lower = path(
                (-4.6, my), [((-2, my + 0.4), (2, my + 0.4), (4.6, my)), ((3, my + 3.2), (-3, my + 3.2), (-4.6, my))]
            )
            self.p.fillPath(upper, QColor("#c2304a"))
            self.p.fillPath(lower, rgrad(0, my + 1, 5, (0, "#e85a70"), (1, "#b82840")))
            self.line(
                path((-4.6, my), [((-2, my + 0.5), (2, my + 0.5), (4.6, my))], close=False), QColor("#7a1020"), 0.5
            )
        else:
            self.line(path((-4, my), [((-1.5, my + 1), (1.5, my + 1), (4, my))], close=False), QColor("#8a3030"), 1.0)
        if self.rank == "K":
            self.beard(fy)
        elif self.rank == "J":
            # A fine moustache for the jack.
            m = path(
                (0, fy + 9.5),
                [((3, fy + 8.3), (6, fy + 8.8), (7.5, fy + 10.5)), ((5, fy + 10), (2, fy + 10.5), (0, fy + 10.5))],
            )
            for mm in (m, mirrored(m)):
                self.fill(mm, self.hair, lw=0.4)

    def beard(self, fy: float) -> None:
        beard = sym_path(
            (0, fy + 12), [((4, fy + 11), (10, fy + 10), (15, fy + 3)), ((17, fy + 12), (12, fy + 28), (0, fy + 36))]
        )
        hair = QColor(self.hair)
        self.fill(beard, rgrad(0, fy + 16, 24, (0, shade(hair, 1.15)), (1, shade(hair, 0.9))))
        for x in (-8, -3, 3, 8):
            self.line(
                path((x * 0.8, fy + 16), [((x, fy + 22), (x * 0.8, fy + 28), (x * 0.4, fy + 32))], close=False),
                shade(hair, 0.7),
                0.6,
            )
        mous = path(
            (0, fy + 9), [((4, fy + 7), (9, fy + 7), (12, fy + 11)), ((8, fy + 10), (4, fy + 11), (0, fy + 11))]
        )
        for mm in (mous, mirrored(mous)):
            self.fill(mm, shade(hair, 1.05), lw=0.6)
        lip = path((-3, fy + 13.2), [((-1, fy + 14.4), (1, fy + 14.4), (3, fy + 13.2))], close=False)
        self.line(lip, QColor("#8a3030"), 1.0)

    def head_top(self) -> None:
        fy = -86.0
        if self.rank == "Q":
            # Hair framing the face, parted in the middle.
            side = path(
                (0, fy - 20),
                [
                    ((-8, fy - 20), (-15, fy - 15), (-17, fy - 4)),
                    ((-18, fy + 4), (-17, fy + 12), (-20, fy + 20)),
                    ((-25, fy + 14), (-24, fy), (-24, fy - 8)),
                    ((-24, fy - 22), (-13, fy - 29), (0, fy - 29)),
                ],
            )
            for s in (side, mirrored(side)):
                self.fill(s, rgrad(0, fy - 14, 30, (0, shade(self.hair, 1.3)), (1, self.hair)))
            for sx in (1, -1):
                self.line(
                    path((sx * 3, fy - 26), [((sx * 14, fy - 24), (sx * 20, fy - 14), (sx * 21, fy + 6))], close=False),
                    shade(self.hair, 0.6),
                    0.6,
                )
            # Strands and a sheen of light on the hair.
            for sx in (1, -1):
                for dx, ln in ((8, 26), (14, 32)):
                    strand = path(
                        (sx * dx * 0.4, fy - 27),
                        [((sx * (dx + 6), fy - 24), (sx * (dx + 9), fy - 10), (sx * (dx + 6.5), fy + ln - 20))],
                        close=False,
                    )
                    self.line(strand, shade(self.hair, 0.65), 0.55)
                sheen = path(
                    (sx * 4, fy - 27.5), [((sx * 12, fy - 27), (sx * 18, fy - 22), (sx * 20.5, fy - 14))], close=False
                )
                self.line(sheen, QColor(255, 235, 200, 120), 1.6)
            self.crown_queen(fy - 27)
        elif self.rank == "K":
            hair = path(
                (0, fy - 20),
                [
                    ((-9, fy - 20), (-16, fy - 15), (-17, fy - 4)),
                    ((-19, fy + 2), (-21, fy + 8), (-22, fy + 12)),
                    ((-25, fy + 4), (-25, fy - 8), (-23, fy - 16)),
                    ((-18, fy - 24), (-8, fy - 26), (0, fy - 26)),
                ],
            )
            for s in (hair, mirrored(hair)):
                self.fill(s, rgrad(0, fy - 14, 30, (0, shade(self.hair, 1.15)), (1, self.hair)))
            self.crown_king(fy - 23)
        else:
            hair = path(
                (0, fy - 20),
                [
                    ((-9, fy - 20), (-16, fy - 15), (-17, fy - 4)),
                    ((-18, fy + 4), (-20, fy + 8), (-23, fy + 8)),
                    ((-26, fy + 2), (-24, fy - 10), (-20, fy - 18)),
                    ((-14, fy - 25), (-8, fy - 26), (0, fy - 26)),
                ],
            )
            for s in (hair, mirrored(hair)):
                self.fill(s, rgrad(0, fy - 14, 30, (0, shade(self.hair, 1.2)), (1, self.hair)))
            self.cap(fy - 22)

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


def paint_court(p: QPainter, frame: QRectF, rank: str, suit: str, ink: QColor, hc: bool) -> None:
    """Paint the double-ended court figure ``rank`` of ``suit`` inside ``frame`` (design units)."""
    p.save()
    c = frame.center()
    p.translate(c)
    s = frame.width() / 174.0
    p.scale(s, frame.height() / 266.0)
    half = QRectF(-87, -133, 174, 133)
    box = QPainterPath()
    box.addRect(QRectF(-87, -133, 174, 266))
    p.fillPath(box, QColor("#fffdf8"))
    for turn in (0, 180):
        p.save()
        p.rotate(turn)
        p.setClipRect(half)
        Figure(p, rank, suit, ink, hc).paint()
        # The suit's pip beside the figure's head, as on real courts.
        pip_x = 68 if rank == "Q" else -68
        p.fillPath(placed_suit(suit, QPointF(pip_x, -112), 20), ink)
        p.restore()
    p.strokePath(box, QPen(ink, 2.2 if hc else 1.3))
    inner = QPainterPath()
    inner.addRect(QRectF(-84.5, -130.5, 169, 261))
    p.strokePath(inner, QPen(GOLD_DARK, 0.6))
    p.restore()
