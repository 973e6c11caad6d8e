"""The table's scene: the felt and every piece on it, with the bookkeeping of where each card and
stack is, so the animator can move them. Fixed logical size; the view scales it.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from engine.cards import Card, total
from engine.table import TableConfig
from gui.controls import Button, ChipRack, Hotspot
from gui.felt import DiscardPile, FeltItem
from gui.hud import Hud
from gui.items import Badge, CardItem, ChipStack, HeldRing, Marker
from gui.layout import (
    HEIGHT,
    PLACARD,
    SCENE_RECT,
    WIDTH,
    box_centre,
    card_pos,
    card_rotation,
    dealer_card_pos,
    dealer_total_pos,
    side_centre,
    stake_pos,
    total_pos,
    win_pos,
)


def total_text(codes: list[str]) -> str:
    """A hand's total as shown beside it: ``"17"``, a soft hand as ``"7/17"`` [digest §1]."""
    t, soft = total(Card.parse(c) for c in codes)
    if soft and t < 21:
        return f"{t - 10}/{t}"
    return str(t)


class BoxView:
    """What lies on one box: cards per hand, stake stacks per hand, side and insurance stacks,
    winnings, total badges and the held ring."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.hands: list[list[CardItem]] = [[]]
        self.stakes: list[ChipStack | None] = [None]
        self.totals: list[Badge | None] = [None]
        self.side: ChipStack | None = None
        self.insurance: ChipStack | None = None
        self.wins: list[QGraphicsItem] = []
        self.labels: list[Badge] = []
        self.ring: HeldRing | None = None

    def items(self) -> list[QGraphicsItem]:
        """Every item of the box (to clear it)."""
        out: list[QGraphicsItem] = [c for h in self.hands for c in h]
        out += [s for s in self.stakes if s is not None] + [t for t in self.totals if t is not None]
        out += [s for s in (self.side, self.insurance, self.ring) if s is not None]
        return out + self.wins + self.labels


class TableScene(QGraphicsScene):
    """One scene of 1920 × 1080 holding the felt, the pieces, the controls and the HUD."""

    def __init__(self, config: TableConfig, colour: str | None = None) -> None:
        super().__init__()
        self.setSceneRect(SCENE_RECT)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.config = config
        colour = colour or ("green" if config.profile == "france" else "blue")
        self.felt = FeltItem(config, colour)
        self.addItem(self.felt)
        self.discard = DiscardPile()
        self.addItem(self.discard)
        self.boxes: dict[int, BoxView] = {n: BoxView(n) for n in range(1, 8)}
        self.dealer: list[CardItem] = []
        self.dealer_total = Badge("", "plain", 22)
        self.dealer_total.setVisible(False)
        self.addItem(self.dealer_total)
        self.bonus_badge = Badge("", "gold", 18, left=True)  # clear of the placard whatever its text's length
        self.bonus_badge.setPos(QPointF(PLACARD.right() + 12, 200))
        self.bonus_badge.setVisible(False)
        self.addItem(self.bonus_badge)
        self.marker = Marker()
        self.marker.setVisible(False)
        self.addItem(self.marker)
        self.hud = Hud()
        self.hud.setPos(QPointF(WIDTH / 2 - (3 * Hud.W + 2 * Hud.GAP) / 2, HEIGHT - Hud.H - 12))
        self.addItem(self.hud)
        self.hotspots: list[Hotspot] = []
        self.buttons: dict[str, Button] = {}
        self.rack: ChipRack | None = None
        self.hint = Badge("", "gold", 20)
        self.hint.setPos(QPointF(1655, 890))
        self.hint.setVisible(False)
        self.addItem(self.hint)
        self._z = 10.0

    # ------------------------------------------------------------------ helpers for the animator

    def next_z(self) -> float:
        """A z above every card dealt so far (later cards lie on earlier ones)."""
        self._z += 0.01
        return self._z

    def add(self, item: QGraphicsItem) -> QGraphicsItem:
        """Add an item and return it."""
        self.addItem(item)
        return item

    def hand_index(self, box: int, hand: int) -> int:
        """An event's hand number (0 = the only hand, else counted from 1) as a list index."""
        return max(hand, 1) - 1

    def card_target(self, box: int, idx: int, k: int) -> tuple[QPointF, float]:
        """Position and rotation of card ``k`` of hand ``idx`` of ``box``."""
        return card_pos(box, idx, len(self.boxes[box].hands), k), card_rotation(box)

    def stake_target(self, box: int, idx: int) -> QPointF:
        """Where hand ``idx``'s stake stack sits."""
        return stake_pos(box, idx, len(self.boxes[box].hands))

    def win_target(self, box: int, idx: int) -> QPointF:
        """Where hand ``idx``'s winnings are put."""
        return win_pos(box, idx, len(self.boxes[box].hands))

    def side_win_target(self, box: int) -> QPointF:
        """Where the side bet's winnings are put: beside the spot, towards the next box."""
        c = side_centre(box)
        return QPointF(c.x() + 52, c.y() - 4)

    def update_total(self, box: int, idx: int) -> None:
        """Show a hand's total beside it (soft totals as "7/17"); bust in red."""
        bv = self.boxes[box]
        cards = bv.hands[idx]
        badge = bv.totals[idx]
        if badge is None:
            badge = Badge()
            self.addItem(badge)
            bv.totals[idx] = badge
        codes = [c.code for c in cards if c.face_up and c.code]
        if not codes:
            badge.setVisible(False)
            return
        text = total_text(codes)
        bust = total(Card.parse(c) for c in codes)[0] > 21
        badge.set(text, "bust" if bust else "plain")
        badge.setPos(total_pos(box, idx, len(bv.hands), len(cards)))
        badge.setVisible(True)

    def update_dealer_total(self) -> None:
        """The dealer's total under his cards (face-up cards only)."""
        codes = [c.code for c in self.dealer if c.face_up and c.code]
        if not codes:
            self.dealer_total.setVisible(False)
            return
        bust = total(Card.parse(c) for c in codes)[0] > 21
        self.dealer_total.set(total_text(codes), "bust" if bust else "plain")
        self.dealer_total.setPos(dealer_total_pos(len(self.dealer)))
        self.dealer_total.setVisible(True)

    def dealer_target(self, k: int) -> QPointF:
        """Where the dealer's card ``k`` goes."""
        return dealer_card_pos(k)

    # ------------------------------------------------------------------ betting (no animation)

    def sync_bets(self, bets: dict[int, tuple[int, int]]) -> None:
        """Before the deal: show each box's main and side stakes as the engine holds them."""
        for n, bv in self.boxes.items():
            main, side = bets.get(n, (0, 0))
            bv.stakes[0] = self._set_stack(bv.stakes[0], main, self.stake_target(n, 0))
            bv.side = self._set_stack(bv.side, side, side_centre(n) + QPointF(0, 2))

    def _set_stack(self, stack: ChipStack | None, amount: int, pos: QPointF) -> ChipStack | None:
        if not amount:
            if stack is not None:
                self.removeItem(stack)
            return None
        if stack is None:
            stack = ChipStack(amount)
            stack.setZValue(20)
            self.addItem(stack)
        stack.set_amount(amount)
        stack.setPos(pos)
        return stack

    def chips_on_felt(self) -> int:
        """The sum of every chip stack on the felt (stakes and winnings not yet taken)."""
        return sum(i.amount for i in self.items() if isinstance(i, ChipStack) and i.isVisible())

    def reset_round(self) -> None:
        """Forget the finished round's pieces (the animator has cleared them from the felt)."""
        for bv in self.boxes.values():
            for it in bv.items():
                if it.scene() is self:
                    self.removeItem(it)
        for c in self.dealer:
            if c.scene() is self:
                self.removeItem(c)
        self.boxes = {n: BoxView(n) for n in range(1, 8)}
        self.dealer = []
        self.dealer_total.setVisible(False)
        self.bonus_badge.setVisible(False)
        self.marker.setVisible(False)
        self._z = 10.0

    def box_rect(self, n: int) -> QRectF:
        """The box's circle in scene coordinates (tests click its centre)."""
        c = box_centre(n)
        return QRectF(c.x() - 60, c.y() - 60, 120, 120)
