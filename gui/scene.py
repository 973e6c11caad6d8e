"""The table's scene: the felt and every piece on it, with the bookkeeping of where each card and
stack is, so the animator can move them. Fixed logical size; the view scales it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from croupier.engine.core.cards import Card, total
from croupier.engine.core.table import TableConfig

from .controls import Button, ChipRack, Hotspot, InsuranceOffer
from .felt import DiscardPile, FeltItem
from .hud import Hud
from .items import Badge, CardItem, ChipStack, HeldRing, Marker
from .layout import (
    HEIGHT,
    PLACARD,
    SCENE_RECT,
    WIDTH,
    box_centre,
    card_pos,
    card_rotation,
    dealer_card_pos,
    dealer_total_pos,
    double_pos,
    local,
    side_centre,
    stake_pos,
    total_pos,
    win_pos,
)
from .placard import table_money
from .shown import FeltState


def _t(text: str) -> str:
    return QCoreApplication.translate("Table", text)


def result_word(result: str) -> str:
    """A hand's result as the felt prints it [digest §6]."""
    words = {
        "blackjack": _t("BLACKJACK"),
        "win": _t("WIN"),
        "push": _t("PUSH"),
        "lose": _t("LOSE"),
        "bust": _t("BUST"),
        "surrender": _t("SURRENDER"),
        "returned": _t("RETURNED"),  # a stake handed back without a tie [FR-BJ-11]
    }
    return words[result]


def signed(text: str, amount: int) -> str:
    """An amount with its sign: ``+€10``, ``−€10`` (a true minus sign)."""
    return ("+" if amount > 0 else "\u2212") + text


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
        self.doubles: list[ChipStack | None] = [None]  #: a double's own stack beside the stake [FR-BJ-8]
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
        out += [s for s in self.doubles if s is not None]
        out += [s for s in (self.side, self.insurance, self.ring) if s is not None]
        return out + self.wins + self.labels


class TableScene(QGraphicsScene):
    """One scene of 1920 × 1080 holding the felt, the pieces, the controls and the HUD."""

    def __init__(self, config: TableConfig, colour: str | None = None) -> None:
        super().__init__()
        self.setSceneRect(SCENE_RECT)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.config = config
        self.state = FeltState()  #: the round as the felt has shown it: every read-out reads it
        self.tags: list[Badge] = []  #: the last round's results, kept until the next bets
        self.amounts: dict[tuple[int, str], Badge] = {}  #: each spot's amount before the deal
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
        self.bonus_badge = Badge("", "gold", 20, left=True)  # beside the placard, covering nothing [FR-LL-5]
        self.bonus_badge.setPos(QPointF(PLACARD.right() + 14, 32))
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
        self.prompt = Badge(_t("Place your bets"), "gold", 30)
        self.prompt.setPos(QPointF(WIDTH / 2, 578))
        self.prompt.setZValue(30)
        self.prompt.setVisible(False)
        self.addItem(self.prompt)
        self.offer = InsuranceOffer()
        self.offer.setVisible(False)
        self.addItem(self.offer)
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

    def double_target(self, box: int, idx: int) -> QPointF:
        """Where hand ``idx``'s double sits: its own stack beside the stake [FR-BJ-8]."""
        return double_pos(box, idx, len(self.boxes[box].hands))

    def win_target(self, box: int, idx: int) -> QPointF:
        """Where hand ``idx``'s winnings are put."""
        return win_pos(box, idx, len(self.boxes[box].hands))

    def side_win_target(self, box: int) -> QPointF:
        """Where the side bet's winnings are put: beside the spot, towards the next box."""
        c = side_centre(box)
        return QPointF(c.x() + 52, c.y() - 4)

    def update_total(self, box: int, idx: int) -> None:
        """Show a hand's total beside it as the felt has shown its cards (soft totals as "7/17";
        BLACKJACK as soon as a natural is dealt [FR-BJ-7]; bust in red); a settled hand shows its
        result and amount instead (:meth:`show_result`)."""
        bv = self.boxes[box]
        while len(bv.totals) <= idx:
            bv.totals.append(None)
        badge = bv.totals[idx]
        if badge is None:
            badge = Badge()
            self.addItem(badge)
            bv.totals[idx] = badge
        shown = self.state.boxes.get(box)
        if shown is None or idx >= len(shown.hands) or not shown.hands[idx].cards:
            badge.setVisible(False)
            return
        if shown.hands[idx].result is not None:
            self.show_result(box, idx)
            return
        text = self.state.hand_text(box, idx)
        if text == "BJ":
            badge.set(_t("BLACKJACK"), "gold")
        else:
            bust = shown.hands[idx].bust
            badge.set(text, "bust" if bust else "plain")
        badge.setPos(total_pos(box, idx, len(bv.hands), len(bv.hands[idx])))
        badge.setVisible(True)

    def result_text(self, box: int, idx: int) -> tuple[str, str]:
        """A settled hand's label and colours: ``WIN +€10``, ``BUST −€10``, ``PUSH``."""
        h = self.state.boxes[box].hands[idx]
        result = h.result or "push"
        word = result_word(result)
        if h.net:
            word = f"{word} {signed(table_money(self.config, abs(h.net)), h.net)}"
        style = {"blackjack": "gold", "win": "win", "push": "push", "returned": "push", "bust": "bust"}.get(
            result, "lose"
        )
        return word, style

    def show_result(self, box: int, idx: int) -> None:
        """A settled (or surrendered) hand's result with its amount, where its total was."""
        bv = self.boxes[box]
        while len(bv.totals) <= idx:
            bv.totals.append(None)
        badge = bv.totals[idx]
        if badge is None:
            badge = Badge()
            self.addItem(badge)
            bv.totals[idx] = badge
        text, style = self.result_text(box, idx)
        badge.set(text, style)
        cards = len(bv.hands[idx]) if idx < len(bv.hands) else 1
        badge.setPos(total_pos(box, idx, len(bv.hands), cards))
        badge.setZValue(55)
        badge.setVisible(True)

    def keep_results(self, box: int) -> list[Badge]:
        """The box is cleared: its result labels stay on the felt, over the box, until the next bets."""
        bv = self.boxes[box]
        kept = [t for i, t in enumerate(bv.totals) if t is not None and t.isVisible()
                and box in self.state.boxes and i < len(self.state.boxes[box].hands)
                and self.state.boxes[box].hands[i].result is not None]  # fmt: skip
        count = len(kept)
        for j, t in enumerate(kept):
            t.setPos(local(box, 0.0, -8.0 + (j - (count - 1) / 2) * 36.0))
            self.tags.append(t)
        bv.totals = [t for t in bv.totals if t not in kept]
        return kept

    def clear_results(self) -> None:
        """The next bets are placed: the last round's result labels go."""
        for t in self.tags:
            if t.scene() is self:
                self.removeItem(t)
        self.tags = []
        self.dealer_total.setVisible(False)

    def update_dealer_total(self) -> None:
        """The dealer's total under his cards (face-up cards only): soft while he may draw, hard
        once he stands [FR-BJ-5], BLACKJACK for a natural."""
        text = self.state.dealer_text()
        if not text:
            self.dealer_total.setVisible(False)
            return
        if text == "BJ":
            self.dealer_total.set(_t("BLACKJACK"), "gold")
        else:
            self.dealer_total.set(text, "bust" if self.state.dealer_bust() else "plain")
        self.dealer_total.setPos(dealer_total_pos(len(self.dealer)))
        self.dealer_total.setVisible(True)

    def keep_dealer_result(self) -> None:
        """The dealer's cards are cleared: his final total stays, named, until the next bets."""
        text = self.state.dealer_text()
        if not text:
            self.dealer_total.setVisible(False)
            return
        shown = _t("BLACKJACK") if text == "BJ" else text
        if self.state.dealer_bust():
            shown = f"{text} · {_t('BUST')}"
        self.dealer_total.set(_t("DEALER %1").replace("%1", shown), "bust" if self.state.dealer_bust() else "plain")
        self.dealer_total.setPos(QPointF(WIDTH / 2, 220))

    def dealer_target(self, k: int) -> QPointF:
        """Where the dealer's card ``k`` goes."""
        return dealer_card_pos(k)

    # ------------------------------------------------------------------ betting (no animation)

    def sync_bets(self, bets: dict[int, tuple[int, int]]) -> None:
        """Before the deal: show each box's main and side stakes as the engine holds them (the fewest
        chips), and start the shown round from them."""
        for n, bv in self.boxes.items():
            main, side = bets.get(n, (0, 0))
            bv.stakes[0] = self._set_stack(bv.stakes[0], main, self.stake_target(n, 0))
            bv.side = self._set_stack(bv.side, side, side_centre(n) + QPointF(0, 2))
        for badge in self.amounts.values():
            badge.setVisible(False)
        self.state.begin({n: b for n, b in bets.items() if b[0] or b[1]}, None)

    def show_slip(
        self, stacks: dict[tuple[int, str], list[int]], labels: dict[tuple[int, str], tuple[str, str]]
    ) -> None:
        """Before the deal: each spot's chips as the player stacked them, and its amount (``labels``:
        text and colours, ``short`` for an incomplete bet)."""
        for n, bv in self.boxes.items():
            main = stacks.get((n, "main"), [])
            side = stacks.get((n, "side"), [])
            bv.stakes[0] = self._set_chips(bv.stakes[0], main, self.stake_target(n, 0))
            bv.side = self._set_chips(bv.side, side, side_centre(n) + QPointF(0, 2))
        for key in set(self.amounts) | set(labels):
            badge = self.amounts.get(key)
            if key not in labels:
                if badge is not None:
                    badge.setVisible(False)
                continue
            if badge is None:
                badge = Badge("", "amount", 20)
                badge.setZValue(70)
                self.addItem(badge)
                self.amounts[key] = badge
            n, kind = key
            text, style = labels[key]
            badge.set(text, style)
            badge.setPos(local(n, 0.0, -14.0) if kind == "main" else side_centre(n) + QPointF(0, -50))
            badge.setVisible(True)

    def hide_amounts(self) -> None:
        """The cards are dealt: the spots' amounts give way to them."""
        for badge in self.amounts.values():
            badge.setVisible(False)

    def _set_chips(self, stack: ChipStack | None, chips: list[int], pos: QPointF) -> ChipStack | None:
        if not chips:
            if stack is not None and stack.scene() is self:
                self.removeItem(stack)
            return None
        if stack is None:
            stack = ChipStack(0)
            stack.setZValue(20)
            self.addItem(stack)
        stack.set_chips(chips)
        stack.setPos(pos)
        return stack

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
        self.bonus_badge.setVisible(False)
        self.marker.setVisible(False)
        self.offer.setVisible(False)
        self._z = 10.0

    def box_rect(self, n: int) -> QRectF:
        """The box's circle in scene coordinates (tests click its centre)."""
        c = box_centre(n)
        return QRectF(c.x() - 60, c.y() - 60, 120, 120)
