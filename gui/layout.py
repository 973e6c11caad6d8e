"""Where everything sits on the felt: one fixed logical scene of 1920 × 1080 scaled to any window.

The seven boxes lie on an arc around the dealer. Box 1 is on the dealer's LEFT, which is the
screen's RIGHT since the dealer faces the players [FR-BJ-3]; box 7 on the screen's left.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF

WIDTH = 1920
HEIGHT = 1080
SCENE_RECT = QRectF(0, 0, WIDTH, HEIGHT)

#: the arc's centre, far above the scene, and the radii of the printed rings
ARC_CENTRE = QPointF(WIDTH / 2, -880)
BOX_RADIUS = 1560.0  #: the boxes' centres
SIDE_RADIUS = 1692.0  #: the side-bet spots, in front of the boxes
RAIL_INNER = 1770.0  #: the padded rail's inner edge (felt ends here)
RAIL_OUTER = 1850.0
INSURANCE_RADIUS = 1268.0  #: the insurance band's centre line
TEXT_RADII = (1402.0, 1350.0)  #: the printed payout line and the dealer's rule
BOX_SPREAD = 8.6  #: degrees between two boxes

CARD_W = 80.0
CARD_H = CARD_W * 3.5 / 2.5
CHIP_D = 40.0  #: a chip on the felt
BOX_R = 74.0  #: a betting box's printed circle
SPOT_R = 42.0  #: a side-bet spot (its name printed 18 px tall)

SHOE = QPointF(1745, 120)  #: the shoe's mouth (cards leave from here)
DISCARD = QPointF(548, 118)
PLACARD = QRectF(8, 10, 368, 392)  #: the pay-table placard [FR-LL-3], clear of the insurance line
INSURANCE_SPAN = 27.0  #: the insurance line reaches past box 1 and box 7, so each box's chip lands on it
DEALER = QPointF(WIDTH / 2, 200)  #: the dealer's first card
TRAY = QRectF(WIDTH / 2 - 230, 12, 460, 64)  #: the dealer's chip tray (the float)
PLAYER = QPointF(WIDTH / 2, HEIGHT + 80)  #: where the player's chips come from and go to


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


def insurance_spot(n: int) -> QPointF:
    """Where box ``n``'s insurance stake is put, on the insurance band."""
    return on_arc(box_angle(n), INSURANCE_RADIUS)


def card_rotation(n: int) -> float:
    """Cards of box ``n`` point their top at the dealer."""
    return -box_angle(n)


def local(n: int, dx: float, dy: float) -> QPointF:
    """A point given in box ``n``'s own frame (x along the arc, y towards the player)."""
    a = math.radians(-box_angle(n))
    c, s = math.cos(a), math.sin(a)
    p = box_centre(n)
    return QPointF(p.x() + dx * c - dy * s, p.y() + dx * s + dy * c)


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


#: the insurance offer's panel: in the middle of the felt, between the insurance line and the boxes'
#: cards, where it hides no card, total or chip [FR-BJ-6]
INSURANCE_OFFER = QPointF(WIDTH / 2, 466)


def win_pos(n: int, i: int, count: int) -> QPointF:
    """Where a hand's winnings are put, beside its stake."""
    return local(n, hand_offset(i, count) + (22.0 if count > 1 else 46.0), 50.0)


def total_pos(n: int, i: int, count: int, cards: int) -> QPointF:
    """Where a hand's total badge sits: above its last card."""
    return local(
        n,
        hand_offset(i, count) + max(cards - 1, 0) * cascade(count),
        -26.0 - max(cards - 1, 0) * 27.0 - CARD_H / 2 - 16,
    )


def dealer_card_pos(k: int) -> QPointF:
    """Centre of the dealer's card ``k``."""
    return QPointF(DEALER.x() + (k - 0.5) * (CARD_W * 0.62), DEALER.y())


def dealer_total_pos(cards: int) -> QPointF:
    """The dealer's total badge."""
    return QPointF(DEALER.x(), DEALER.y() + CARD_H / 2 + 22)
