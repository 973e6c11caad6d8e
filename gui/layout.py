"""Where everything sits on the felt: one place for every position, in two geometries.

The scene is laid out in scene units and the view scales it to the window. Two geometries share the
same table and sizes; the view picks the one nearest the window's shape (:func:`for_size`):

- ``WIDE`` (16:9): the scene ``0, 0, 1920 × 1080``, the controls in one row under the rail;
- ``SQUARE`` (4:3, for 800 × 600, 1024 × 768, 1280 × 1024…): the scene ``192, 0, 1536 × 1152``, the
  same centre line (x = 960, so what is centred stays centred), the arc a little tighter and 72 units
  lower, the pay-table placard wide and short at the top left (the insurance line's left end below
  it), the discard tray right of it, the read-outs stacked on the left, the chips and the betting
  buttons in the middle of the room between the read-outs and the decisions (:attr:`Geometry.middle`:
  each side keeps room for computer players' plates), the decisions in two columns on the right with
  the hint beside them (:func:`hint_rect`), the shoe under the director's menu. At 1024 × 768 it is
  shown at the same scale as the wide scene at 1280 × 720 (2/3), and 25 % larger at 800 × 600 than the
  16:9 scene letterboxed there.

A window between or beyond those shapes (a title bar takes 30 pixels from an 800 × 600 screen) sees
the geometry's rectangle with the room and the felt continued around it (:func:`shown_rect`, within
the shapes the geometry serves), so it shows no black bars either.

:func:`use` switches the geometry. The named points and rectangles below (``SCENE_RECT``, ``SHOE``,
``PLACARD``…) are changed in place, so a module that imported one reads the geometry in use; the
functions read it at each call. Whoever places an item from them places it again when the scene
says its geometry changed (``TableScene.geometry_changed``).

The seven boxes lie on an arc around the dealer. Box 1 is on the dealer's LEFT, which is the
screen's RIGHT since the dealer faces the players [FR-BJ-3]; box 7 on the screen's left.

**The insurance line's anchors** (for whatever is printed or placed along it): it is the band of
radius :data:`INSURANCE_RADIUS` ± :data:`INSURANCE_HALF` around :data:`ARC_CENTRE`, from angle
``-INSURANCE_SPAN`` to ``+INSURANCE_SPAN`` (degrees from the vertical, positive to the screen's right:
:func:`on_arc`); :func:`insurance_spot` is where box n's insurance stake lies on it, and
:func:`insurance_band` gives the band as (inner radius, outer radius, span). They hold in both
geometries (the band moves with the arc).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QTransform

from croupier.engine.core.frozen import finish as _finish

if TYPE_CHECKING:  # what Geometry is: a dataclass (its methods made without compiling)
    from dataclasses import dataclass as record
else:
    from croupier.engine.core.frozen import record

WIDTH = 1920  #: the wide scene's size (the design frame; the square scene: :data:`SQUARE`)
HEIGHT = 1080


@record(frozen=True)
class Geometry:
    """One arrangement of the table: the scene's rectangle and what moves between arrangements."""

    name: str
    rect: tuple[float, float, float, float]  #: the scene rectangle (x, y, w, h)
    dy: float  #: how far the arc, the dealer and the boxes are lowered from the wide scene
    spread: float  #: degrees between two boxes
    shoe: tuple[float, float]
    discard: tuple[float, float]
    placard: tuple[float, float]  #: the pay-table placard's top-left corner (its size: :attr:`placard_size`)
    bonus: tuple[float, float]  #: the "Bonuses in play" announcement's left end [FR-LL-5]
    stacked: bool  #: the read-outs stacked on the left, the chips and DEAL in the middle
    aspects: tuple[float, float]  #: the window shapes (width / height) it serves: shown whole, room added around
    #: the hyper black jack placard's top-left corner (its size: :attr:`hyper_placard_size`): on the
    #: right under the shoe, or in the square scene between the dealer's tray and his cards (the shoe
    #: lies under the menu there)
    hyper_placard: tuple[float, float] = (1552, 226)
    #: the pay-table placard's size: tall in the wide scene; in the square one wide and short, so the
    #: insurance line's left end (box 7's insurance chip) and hyper black jack's first case lie below it
    placard_size: tuple[float, float] = (368, 392)
    #: the centre line of the chip rack and the betting buttons (the square scene: the middle of the room
    #: between the read-outs and the decisions, so each side keeps room for a computer player's plate)
    middle: float = 960.0
    #: the hyper black jack placard's size: in the wide scene a little narrower, right of the menu's
    #: third row (a kiosk's larger TRAINER / DRILL buttons) and above box 1's cards (a split hand of
    #: four cards included)
    hyper_placard_size: tuple[float, float] = (356, 124)
    #: how far right of the centre line the dealer's result stands once his cards are cleared (in the
    #: square scene, right of the discard tray, which lies beside his cards there)
    dealer_result_dx: float = 0.0
    #: the corner cut from the hyper black jack placard's lower left (width, height): in the wide scene
    #: the room of the total or result of box 1's right split hand of four cards, under the placard's
    #: left column (three rows: :data:`gui.placard.HYPER_COLUMNS`); none in the square scene
    hyper_placard_cut: tuple[float, float] = (0.0, 0.0)
    #: the corner cut from the pay-table placard's lower right (width, height): in the wide scene the
    #: room of box 7's cards and badges (a split hand or a hand of four cards reaches x = 267 at
    #: y = 310, x = 220 at the placard's foot); the limits that do not fit above it go into the narrow
    #: part left of it, each on two lines (:func:`gui.placard.paint_placard`); none in the square scene
    placard_cut: tuple[float, float] = (0.0, 0.0)


_finish()  # Geometry's methods (see engine.core.frozen)

WIDE = Geometry(
    "16:9",
    (0, 0, 1920, 1080),
    0.0,
    8.6,
    (1745, 116),
    (438, 100),
    (8, 10),
    (504, 32),
    False,
    (1.54, 2.4),
    (1588, 195),
    hyper_placard_size=(326, 124),
    hyper_placard_cut=(112.0, 21.0),
    placard_cut=(158.0, 98.0),
)
SQUARE = Geometry(
    "4:3",
    (192, 0, 1536, 1152),
    72.0,
    8.2,
    (1606, 310),
    (804, 282),
    (196, 8),
    (206, 352),
    True,
    (1.2, 1.54),
    (782, 78),
    (516, 326),
    904.0,
    dealer_result_dx=84.0,
)
GEOMETRIES = (WIDE, SQUARE)

#: the geometry in use (see :func:`use`)
GEOMETRY = WIDE

SCENE_RECT = QRectF(*WIDE.rect)  #: the geometry's own rectangle: everything is placed within it


def span(g: Geometry) -> QRectF:
    """The room and felt painted around geometry ``g``: its rectangle grown to the widest and the
    tallest window shape it serves, so any of them is filled (:func:`shown_rect`)."""
    x, y, w, h = g.rect
    lo, hi = g.aspects
    sw, sh = max(w, h * hi), max(h, w / lo)
    return QRectF(x + w / 2 - sw / 2, y + h / 2 - sh / 2, sw, sh)


FELT_RECT = span(WIDE)  #: where the felt is painted (the room continues past the geometry's rectangle)


def shown_rect(aspect: float) -> QRectF:
    """The part of the scene a window of shape ``aspect`` (width / height) shows: the geometry's
    rectangle with room added left and right, or above and below, to the window's shape (within the
    shapes the geometry serves), so the felt fills the window without black bars."""
    x, y, w, h = GEOMETRY.rect
    lo, hi = GEOMETRY.aspects
    a = min(max(aspect, lo), hi)
    sw, sh = (h * a, h) if a >= w / h else (w, w / a)
    return QRectF(x + w / 2 - sw / 2, y + h / 2 - sh / 2, sw, sh)


#: the arc's centre, far above the scene, and the radii of the printed rings
ARC_CENTRE = QPointF(WIDTH / 2, -880)
BOX_RADIUS = 1560.0  #: the boxes' centres
SIDE_RADIUS = 1692.0  #: the side-bet spots, in front of the boxes
RAIL_INNER = 1770.0  #: the padded rail's inner edge (felt ends here)
RAIL_OUTER = 1850.0
INSURANCE_RADIUS = 1268.0  #: the insurance band's centre line
INSURANCE_HALF = 24.0  #: half the insurance band's width
#: the printed payout line and the dealer's rule, between the insurance line and the boxes, where a
#: hand of four cards does not reach
TEXT_RADII = (1332.0, 1378.0)
BOX_SPREAD = WIDE.spread  #: degrees between two boxes (the geometry's)

CARD_W = 80.0
CARD_H = CARD_W * 3.5 / 2.5
#: a hand's badge wider than this (a result with its amount: "BLACK JACK +1 500 €") puts the amount on a
#: second line, so a box's result stays clear of its neighbours' (:class:`gui.items.Badge`)
RESULT_WRAP = 140.0
#: the room of a hand's total or result badge around :func:`total_pos`: its widest result ("GAGNÉ
#: +2 000 €", the amount on a second line: :data:`RESULT_WRAP`)
HAND_BADGE = (112.0, 54.0)
CHIP_D = 40.0  #: a chip on the felt
BOX_R = 74.0  #: a betting box's printed circle
SPOT_R = 42.0  #: a side-bet spot (its name printed 18 px tall)

SHOE = QPointF(*WIDE.shoe)  #: the shoe's mouth (cards leave from here)
DISCARD = QPointF(*WIDE.discard)
PLACARD = QRectF(8, 10, 368, 392)  #: the pay-table placard [FR-LL-3], clear of the insurance line
BONUS = QPointF(*WIDE.bonus)  #: the left end of the "Bonuses in play" announcement, beside the placard
#: the announcement's text size: its widest words ("Bonuses in play: 7") fit the 231 units between the
#: discard tray and the dealer's tray at 16:9 (12.7 px at 1280 × 720)
BONUS_PX = 19.0
INSURANCE_SPAN = 27.0  #: the insurance line reaches past box 1 and box 7, so each box's chip lands on it
DEALER = QPointF(WIDTH / 2, 200)  #: the dealer's first card
TRAY = QRectF(WIDTH / 2 - 230, 12, 460, 64)  #: the dealer's chip tray (the float)
PLAYER = QPointF(WIDTH / 2, HEIGHT + 80)  #: where the player's chips come from and go to
#: the insurance offer's panel: in the middle of the felt, between the insurance line and the boxes'
#: cards, where it hides no card, total or chip [FR-BJ-6]
INSURANCE_OFFER = QPointF(WIDTH / 2, 466)
PROMPT = QPointF(WIDTH / 2, 578)  #: "Place your bets"
DEALER_RESULT = QPointF(WIDTH / 2, 220)  #: the dealer's final total once his cards are cleared
HYPER_PLACARD = QRectF(*WIDE.hyper_placard, *WIDE.hyper_placard_size)  #: the hyper black jack placard [FR-HBJ-2]
BANNER = QPointF(WIDTH / 2, 470)  #: the centre of a banner on the felt ("Shuffling"), over the insurance line
TOAST = QPointF(WIDTH / 2, 452)  #: the centre of a message on the felt (a refused bet)
PEEK_LIFT = QPointF(0, -10)  #: how far the hole card is lifted when the dealer peeks
PAY_LABEL = QPointF(0, 34)  #: a payout's odds label, under the chips paid


def use(g: Geometry) -> None:
    """Lay the table out in geometry ``g``: every named point and rectangle is changed in place."""
    global GEOMETRY, BOX_SPREAD
    GEOMETRY = g
    BOX_SPREAD = g.spread
    SCENE_RECT.setRect(*g.rect)
    whole = span(g)
    FELT_RECT.setRect(whole.x(), whole.y(), whole.width(), whole.height())
    ARC_CENTRE.setY(-880 + g.dy)
    SHOE.setX(g.shoe[0])
    SHOE.setY(g.shoe[1])
    DISCARD.setX(g.discard[0])
    DISCARD.setY(g.discard[1])
    PLACARD.setRect(*g.placard, *g.placard_size)
    BONUS.setX(g.bonus[0])
    BONUS.setY(g.bonus[1])
    DEALER.setY(200 + g.dy)
    PLAYER.setY(SCENE_RECT.bottom() + 80)
    INSURANCE_OFFER.setY(466 + g.dy)
    PROMPT.setY(578 + g.dy)
    DEALER_RESULT.setX(WIDTH / 2 + g.dealer_result_dx)
    DEALER_RESULT.setY(220 + g.dy)
    BANNER.setY(470 + g.dy)
    TOAST.setY(452 + g.dy)
    HYPER_PLACARD.setRect(*g.hyper_placard, *g.hyper_placard_size)


def hyper_placard_cut(rect: QRectF) -> QRectF:
    """The corner cut from a hyper black jack placard painted into ``rect`` (its lower left: empty in
    the square scene), in the geometry in use (:attr:`Geometry.hyper_placard_cut`)."""
    w, h = GEOMETRY.hyper_placard_cut
    return QRectF(rect.left(), rect.bottom() - h, w, h)


def placard_cut(rect: QRectF) -> QRectF:
    """The corner cut from a pay-table placard painted into ``rect`` (its lower right: empty in the
    square scene), in the geometry in use (:attr:`Geometry.placard_cut`)."""
    w, h = GEOMETRY.placard_cut
    return QRectF(rect.right() - w, rect.bottom() - h, w, h)


def placard_outline() -> QPainterPath:
    """The pay-table placard's outline on the felt: :data:`PLACARD` without its corner cut."""
    path = QPainterPath()
    path.addRect(PLACARD)
    cut = placard_cut(PLACARD)
    if cut.isEmpty():
        return path
    hole = QPainterPath()
    hole.addRect(cut.adjusted(0, 0, 1, 1))  # past the placard's edges, so no sliver of them is left
    return path.subtracted(hole)


def hyper_placard_outline() -> QPainterPath:
    """The hyper black jack placard's outline on the felt: :data:`HYPER_PLACARD` without its corner cut."""
    path = QPainterPath()
    path.addRect(HYPER_PLACARD)
    cut = hyper_placard_cut(HYPER_PLACARD)
    if cut.isEmpty():
        return path
    hole = QPainterPath()
    hole.addRect(cut.adjusted(-1, 0, 0, 1))  # past the placard's edges, so no sliver of them is left
    return path.subtracted(hole)


def for_size(width: float, height: float) -> Geometry:
    """The geometry for a window of ``width`` × ``height``: the one whose shape is nearest."""
    if height <= 0:
        return WIDE
    aspect = width / height
    return min(GEOMETRIES, key=lambda g: abs(math.log(aspect * g.rect[3] / g.rect[2])))


def insurance_band() -> tuple[float, float, float]:
    """The insurance line as (inner radius, outer radius, half its span in degrees) around :data:`ARC_CENTRE`."""
    return INSURANCE_RADIUS - INSURANCE_HALF, INSURANCE_RADIUS + INSURANCE_HALF, INSURANCE_SPAN


# ---------------------------------------------------------------------- the controls and read-outs

MENU_LEFT = 1212.0  #: the host's menu (HELP, RECALL, DIRECTOR; STATS, LIMITS…): its left end
MENU_TOP = 12.0


def menu_cell(row: int, x: float, h: float, gap: float = 8.0) -> QPointF:
    """The corner of a menu button in row ``row`` (0: HELP RECALL DIRECTOR, 1: STATS LIMITS and the
    clock, 2: TRAINER DRILL), ``x`` from the menu's left end, rows ``h`` tall."""
    return QPointF(MENU_LEFT + x, MENU_TOP + row * (h + gap))


def players_button_pos(w: float, h: float, trainer_w: float, gap: float = 8.0) -> QPointF:
    """The PLAYERS button (``w`` × ``h``): the third row, after TRAINER and DRILL (``trainer_w`` wide
    each), in both geometries: the fourth row would lie over the shoe in the square scene and over
    the hyper black jack placard in the wide one; its right end short of the wide scene's shoe."""
    x = min(2 * (trainer_w + gap), WIDE.shoe[0] - 50 - MENU_LEFT - w)
    return menu_cell(2, x, h, gap)


def hud_origin(width: float, height: float, gap: float, stack_gap: float) -> tuple[QPointF, bool]:
    """The read-outs' top-left corner and whether they are stacked (three read-outs of
    ``width`` × ``height``, ``gap`` apart in a row under the rail, or ``stack_gap`` apart stacked at
    the bottom left)."""
    r = SCENE_RECT
    if GEOMETRY.stacked:
        return QPointF(r.left() + 16, r.bottom() - 12 - 3 * height - 2 * stack_gap), True
    return QPointF(r.center().x() - (3 * width + 2 * gap) / 2, r.bottom() - height - 12), False


def decision_cells(w: float, h: float, gap: float) -> list[QPointF]:
    """The six cells of the decision buttons (HIT STAND DOUBLE / SPLIT SURRENDER speed) at the bottom
    right: three columns of two rows, or two columns of three rows in the square scene."""
    r = SCENE_RECT
    cols, rows = (2, 3) if GEOMETRY.stacked else (3, 2)
    x0, y0 = r.right() - 16 - cols * w - (cols - 1) * gap, r.bottom() - 12 - rows * h - (rows - 1) * gap
    return [QPointF(x0 + (i % cols) * (w + gap), y0 + (i // cols) * (h + gap)) for i in range(6)]


#: the room kept for the hint badge: its longest text ("CONSEIL : ABANDONNER", 20 px) and its pill
HINT_BAND = (320.0, 36.0)


def hint_rect(w: float, h: float, gap: float) -> QRectF:
    """The room the strategy hint takes (decision cells ``w`` × ``h``, ``gap`` apart): above the
    decisions at their right end (box 2's plate lies left of it on the rail), or in the square scene
    beside them on their left, in the betting buttons' row: those buttons are hidden while a hand is
    played, which is when the hint shows, and above the decisions lie the computer players' plates."""
    cells = decision_cells(w, h, gap)
    left, right = min(c.x() for c in cells), max(c.x() for c in cells) + w
    bw, bh = HINT_BAND
    if GEOMETRY.stacked:
        y = max(c.y() for c in cells) + h / 2
        return QRectF(left - 16 - bw, y - bh / 2, bw, bh)
    return QRectF(right - bw, cells[0].y() - 12 - bh, bw, bh)


def hint_pos(w: float, h: float, gap: float) -> QPointF:
    """The strategy hint's centre (:func:`hint_rect`)."""
    return hint_rect(w, h, gap).center()


def rack_pos(width: float, bottom: float, button_h: float, gap: float, margin: float) -> QPointF:
    """The chip rack's position (``width`` wide, its lowest point ``bottom`` below its origin, scale
    included): at the bottom left, or in the middle above the betting buttons in the square scene."""
    r = SCENE_RECT
    if GEOMETRY.stacked:
        return QPointF(GEOMETRY.middle - width / 2, r.bottom() - 12 - button_h - gap - bottom)
    return QPointF(r.left() + margin, r.bottom() - 8 - bottom)


def bet_row(widths: list[float], h: float, gap: float, rack: QPointF) -> list[QPointF]:
    """The betting buttons' corners (CLEAR, REPEAT, DOUBLE, DEAL), left to right: above the rack, or
    in the middle under it in the square scene; never where a decision button is."""
    if GEOMETRY.stacked:
        total = sum(widths) + gap * (len(widths) - 1)
        x, y = GEOMETRY.middle - total / 2, SCENE_RECT.bottom() - 12 - h
    else:
        x, y = rack.x(), rack.y() - gap - h
    out = []
    for w in widths:
        out.append(QPointF(x, y))
        x += w + gap
    return out


# ---------------------------------------------------------------------- the boxes


def box_angle(n: int) -> float:
    """Angle in degrees of box ``n`` from the vertical; positive to the screen's right (box 1)."""
    return (4 - n) * BOX_SPREAD


def on_arc(angle: float, radius: float) -> QPointF:
    """A point on a ring around the arc centre."""
    a = math.radians(angle)
    return QPointF(ARC_CENTRE.x() + radius * math.sin(a), ARC_CENTRE.y() + radius * math.cos(a))


def box_centre(n: int) -> QPointF:
    """The centre of box ``n``'s circle."""
    return on_arc(box_angle(n), BOX_RADIUS)


def side_centre(n: int) -> QPointF:
    """The centre of box ``n``'s side-bet spot."""
    return on_arc(box_angle(n), SIDE_RADIUS)


#: the room an insurance stake takes around its spot: a chip and the two above it (:class:`gui.items.ChipStack`)
INSURANCE_CHIP = QRectF(-24, -32, 48, 56)
#: the room of an insurance's result where its chip lay ("ASSURANCE" over "+1 000 €": gui.insurance_tags)
INSURANCE_TAG = QRectF(-64, -26, 128, 52)


def insurance_spot(n: int, room: QRectF = INSURANCE_CHIP) -> QPointF:
    """Where box ``n``'s insurance stake (or its result, ``room`` :data:`INSURANCE_TAG`) is put: on the
    insurance band in front of the box, slid along the band towards the middle only as far as it takes
    ``room`` to clear the pay-table placard (box 7's, by a degree or two: still in front of its box)."""
    a = box_angle(n)
    step = 0.1 if a < 0 else -0.1
    for _ in range(int(BOX_SPREAD / 2 / 0.1)):
        at = on_arc(a, INSURANCE_RADIUS)
        if not room.translated(at).intersects(PLACARD):
            return at
        a += step
    return on_arc(a, INSURANCE_RADIUS)


def insurance_win_pos(n: int) -> QPointF:
    """Where box ``n``'s insurance winnings are put: beside its stake, towards box 1."""
    return insurance_spot(n) + QPointF(46, 0)


def tray_point() -> QPointF:
    """Where collected chips go and paid chips come from: the front of the dealer's tray."""
    return QPointF(TRAY.center().x(), TRAY.bottom() - 10)


def side_stake_pos(n: int) -> QPointF:
    """Where box ``n``'s side-bet chips stand: on its spot."""
    return side_centre(n) + QPointF(0, 2)


def amount_pos(n: int, kind: str) -> QPointF:
    """Where a spot's amount is written before the deal: over the box's chips, or above its side-bet spot."""
    return local(n, 0.0, -14.0) if kind == "main" else side_centre(n) + QPointF(0, -50)


def side_win_pos(n: int) -> QPointF:
    """Where box ``n``'s side-bet winnings are put: beside the spot, towards the next box."""
    c = side_centre(n)
    return QPointF(c.x() + 52, c.y() - 4)


def plate_size() -> tuple[float, float]:
    """A computer player's name plate (width, height): three lines in the wide scene; two lines, flatter,
    in the square one, where the plates fit on the rail between the side-bet spots and the decision
    buttons (:func:`gui.seat_plate.plate_layout`)."""
    return (180.0, 48.0) if GEOMETRY.stacked else (172.0, 90.0)


#: the trainer's panel's shapes (width, height): three columns of options under the title and the
#: score, or one column, narrow and tall, or one column without the score, for the felt that has no
#: room for more, or flat (:data:`TRAINER_PANEL_FLAT`); :func:`gui.trainer_panel.panel_place` takes
#: the first that finds room clear of everything on the felt
TRAINER_PANEL_SHAPES = ((384.0, 128.0), (204.0, 216.0), (204.0, 160.0), (260.0, 34.0))
#: the flattest shape, one line: the advised move and its value alone (between hands the session's
#: score), for the 4:3 felt with hyper black jack's field and placard; 260 units hold "PAS D’ASSURANCE −0.077"
TRAINER_PANEL_FLAT = TRAINER_PANEL_SHAPES[-1]


def trainer_panel_pos(w: float, below: float) -> QPointF:
    """The trainer's panel's first place to try (``w`` wide): at the scene's right edge, under the
    lowest of the menu's rows (``below``: its bottom), so it covers no menu button (LANGUAGE included)."""
    return QPointF(SCENE_RECT.right() - 8 - w, below + 8)


def card_outline(n: int, i: int, count: int, k: int, across: bool = False) -> QPainterPath:
    """The outline on the felt of card ``k`` of hand ``i`` (of ``count``) in box ``n``, turned a quarter
    when it is a doubled hand's card lying across [FR-BJ-8]."""
    t = QTransform()
    centre = card_pos(n, i, count, k)
    t.translate(centre.x(), centre.y())
    t.rotate(card_rotation(n) + (90.0 if across else 0.0))
    path = QPainterPath()
    path.addRect(QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H))
    return t.map(path)


def card_outlines(n: int) -> list[QPainterPath]:
    """Where box ``n``'s cards may lie, card by card: one hand of four cards, or of three with the last
    doubled across, or two split hands of four cards, or of three with the last across [FR-BJ-8]."""
    out = [card_outline(n, 0, 1, k) for k in range(4)] + [card_outline(n, 0, 1, 2, across=True)]
    for i in range(2):
        out += [card_outline(n, i, 2, k) for k in range(4)] + [card_outline(n, i, 2, 2, across=True)]
    return out


def card_area(n: int) -> QPainterPath:
    """:func:`card_outlines` as one outline."""
    out = QPainterPath()
    for c in card_outlines(n):
        out = out.united(c)
    return out


#: the room of the dealer's total under his cards (its widest text, "BLACK JACK", 22 units tall) and of
#: his result once they are cleared ("CRUPIER 26 · SE PASA")
DEALER_BADGE = (184.0, 38.0)
DEALER_RESULT_BADGE = (308.0, 38.0)


def dealer_area(cards: int = 6) -> QRectF:
    """Where the dealer's cards and his total lie (up to ``cards`` cards), and his result once his cards
    are cleared (:data:`DEALER_RESULT`)."""
    first, last = dealer_card_pos(0), dealer_card_pos(cards - 1)
    top = QRectF(first.x() - CARD_W / 2, first.y() - CARD_H / 2 - abs(PEEK_LIFT.y()), last.x() - first.x() + CARD_W,
                 CARD_H + abs(PEEK_LIFT.y()))  # fmt: skip
    for at, (bw, bh) in ((dealer_total_pos(cards), DEALER_BADGE), (DEALER_RESULT, DEALER_RESULT_BADGE)):
        top = top.united(QRectF(at.x() - bw / 2, at.y() - bh / 2, bw, bh))
    return top


def card_rotation(n: int) -> float:
    """Cards of box ``n`` point their top at the dealer."""
    return -box_angle(n)


def local(n: int, dx: float, dy: float) -> QPointF:
    """A point given in box ``n``'s own frame (x along the arc, y towards the player)."""
    a = math.radians(-box_angle(n))
    c, s = math.cos(a), math.sin(a)
    p = box_centre(n)
    return QPointF(p.x() + dx * c - dy * s, p.y() + dx * s + dy * c)


def to_local(n: int, p: QPointF) -> tuple[float, float]:
    """The inverse of :func:`local`: point ``p`` in box ``n``'s own frame (to carry a piece over to
    another geometry)."""
    a = math.radians(-box_angle(n))
    c, s = math.cos(a), math.sin(a)
    q = p - box_centre(n)
    return q.x() * c + q.y() * s, -q.x() * s + q.y() * c


def hand_offset(i: int, count: int) -> float:
    """x offset of hand ``i`` (0-based) of ``count`` split hands: they fan out along the arc. Two hands
    stand far enough apart that a doubled hand's card lying across [FR-BJ-8], or a hand of four
    cards, stays clear of the other hand's first card."""
    gap = {1: 0.0, 2: 130.0, 3: 84.0, 4: 66.0}.get(count, 56.0)
    return (i - (count - 1) / 2) * gap


def cascade(count: int) -> float:
    """How far each card of a hand steps along the arc: less once a box has split, so that split hands
    grow towards the dealer rather than into their neighbours."""
    return 15.0 if count == 1 else 8.0


def card_pos(n: int, i: int, count: int, k: int) -> QPointF:
    """Centre of card ``k`` of hand ``i`` (of ``count``) in box ``n``: cascading towards the dealer."""
    return local(n, hand_offset(i, count) + k * cascade(count), -26.0 - k * 27.0)


def stake_pos(n: int, i: int, count: int) -> QPointF:
    """Centre of hand ``i``'s stake stack, at the front of the box."""
    return local(n, hand_offset(i, count) - (6.0 if count > 1 else 0.0), 44.0)


def double_pos(n: int, i: int, count: int) -> QPointF:
    """Where a hand's double stands: its own stack beside the stake, towards the box's left [FR-BJ-8]."""
    return local(n, hand_offset(i, count) - (30.0 if count > 1 else 42.0), 56.0)


def win_pos(n: int, i: int, count: int) -> QPointF:
    """Where a hand's winnings are put, beside its stake."""
    return local(n, hand_offset(i, count) + (22.0 if count > 1 else 46.0), 50.0)


def total_pos(n: int, i: int, count: int, cards: int) -> QPointF:
    """Where a hand's total badge sits: above its last card, drawn back over the hand's fan when it has
    more than two cards (at most 22 units along the arc from its first card), so a result stays clear
    of the next box's, its split hands' included (tests/gui/test_polish.py)."""
    return local(
        n,
        hand_offset(i, count) + min(max(cards - 1, 0) * cascade(count), 22.0),
        -26.0 - max(cards - 1, 0) * 27.0 - CARD_H / 2 - 16,
    )


def kept_results_pos(n: int, heights: list[float], gap: float = 8.0) -> list[QPointF]:
    """Where box ``n``'s results stay once its cards are cleared: stacked over the box, ``gap`` apart,
    their ``heights`` (a result on two lines is taller) centred 8 units beyond the box's centre."""
    y = -8.0 - (sum(heights) + gap * (len(heights) - 1)) / 2
    out = []
    for h in heights:
        out.append(local(n, 0.0, y + h / 2))
        y += h + gap
    return out


def dealer_card_pos(k: int) -> QPointF:
    """Centre of the dealer's card ``k``."""
    return QPointF(DEALER.x() + (k - 0.5) * (CARD_W * 0.62), DEALER.y())


def dealer_total_pos(cards: int) -> QPointF:
    """The dealer's total badge."""
    return QPointF(DEALER.x(), DEALER.y() + CARD_H / 2 + 22)
