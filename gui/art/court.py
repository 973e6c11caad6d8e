"""Court figures: a double-ended king, queen or jack in suit colours, the queen of hearts drawn with extra care.

The figure is designed for the top half of the court frame (origin at the frame's centre, y up to -133) and
painted twice, the second time turned half round, like the courts of a real deck. What each rank wears
and holds (and the queen of hearts' own details) is :mod:`gui.art.court_regalia`.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from .court_paint import GOLD, GOLD_DARK, OUT, SKIN, SKIN_SHADE, WHITE  # re-exported
from .court_regalia import Regalia
from .shapes import ellipse, mirrored, path, rgrad, shade, sym_path, vgrad
from .suits import placed_suit

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


class Figure(Regalia):
    """Paints one half-figure; ``rank`` in "JQK", colours from the suit's ink."""

    def __init__(self, p: QPainter, rank: str, suit: str, ink: QColor, hc: bool) -> None:
        self.p, self.rank, self.suit, self.ink, self.hc = p, rank, suit, ink, hc
        red = ink.red() > 150 and ink.green() < 90 and ink.blue() < 90
        self.second = QColor("#1f3f8f") if red else QColor("#c21a2b")
        self.hair = QColor(HAIR[(rank, suit)])
        self.lw = 1.7 if hc else 1.05
        self.qh = rank == "Q" and suit == "H"

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


__all__ = ["GOLD", "GOLD_DARK", "HAIR", "OUT", "SKIN", "SKIN_SHADE", "WHITE", "Figure", "paint_court"]
