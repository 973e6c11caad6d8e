"""The table's scene: the felt and every piece on it, with the bookkeeping of where each card and
stack is, so the animator can move them. Fixed logical size; the view scales it.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Signal
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from croupier.engine.core.cards import Card, total
from croupier.engine.core.table import TableConfig

from . import layout
from .controls import Button, ChipRack, Hotspot, InsuranceOffer
from .felt import DiscardPile, FeltItem
from .hud import Hud
from .items import Badge, CardItem, ChipStack, HeldRing, Marker
from .layout import (
    BONUS,
    DEALER,
    DEALER_RESULT,
    INSURANCE_OFFER,
    PROMPT,
    RESULT_WRAP,
    SCENE_RECT,
    Geometry,
    amount_pos,
    bet_row,
    box_centre,
    card_pos,
    card_rotation,
    dealer_card_pos,
    dealer_total_pos,
    decision_cells,
    double_pos,
    hint_pos,
    hud_origin,
    kept_results_pos,
    local,
    rack_pos,
    side_centre,
    side_stake_pos,
    side_win_pos,
    stake_pos,
    to_local,
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


class Prompt(Badge):
    """ "Place your bets", in the language chosen when it is shown (the player aids choose it after the
    felt is built, and the player may change it between rounds)."""

    def __init__(self) -> None:
        super().__init__(_t("Place your bets"), "gold", 30)

    def setVisible(self, visible: bool) -> None:
        if visible:
            self.set(_t("Place your bets"), "gold")
        super().setVisible(visible)


TAG_BOX = 0x424F  #: a kept result label's item data: its box (to move it with the box)
TAG_HAND = 0x4844  #: a kept hand's result label's item data: the hand's index in its box


class BoxItems:
    """The graphics items lying on one box, per hand: cards, stake and double stacks, total badges,
    side and insurance stacks, winnings, result labels and the held ring. It holds Qt items only, no
    game state: what a hand holds, totals and pays is the shown :class:`RoundView`'s (``gui.shown``);
    the animator adds an item here when it puts it on the felt, so the scene can move or clear it."""

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
    """One scene holding the felt, the pieces, the controls and the HUD, laid out in one of
    :mod:`gui.layout`'s geometries (the view picks it for the window's shape: :meth:`apply_geometry`)."""

    #: the geometry changed and the scene's own pieces moved: whoever placed items on the felt from
    #: :mod:`gui.layout` places them again
    geometry_changed = Signal()

    def __init__(self, config: TableConfig, colour: str | None = None) -> None:
        super().__init__()
        self.geometry = layout.GEOMETRY
        self.setSceneRect(QRectF(SCENE_RECT))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.config = config
        self.state = FeltState()  #: the round as the felt has shown it: every read-out reads it
        self.tags: list[Badge] = []  #: the last round's results, kept until the next bets
        self.amounts: dict[tuple[int, str], Badge] = {}  #: each spot's amount before the deal
        self.clear_of: list[QGraphicsItem] = []  #: what an insurance's result keeps off (the trainer's panel)
        colour = colour or ("green" if config.profile == "france" else "blue")
        self.felt = FeltItem(config, colour)
        self.addItem(self.felt)
        self.discard = DiscardPile()
        self.addItem(self.discard)
        self.boxes: dict[int, BoxItems] = {n: BoxItems(n) for n in range(1, 8)}
        self.dealer: list[CardItem] = []
        self.dealer_total = Badge("", "plain", 22)
        self.dealer_total.setVisible(False)
        self.addItem(self.dealer_total)
        # the announcement of the bonuses in play, beside the placard, covering nothing [FR-LL-5]
        self.bonus_badge = Badge("", "gold", layout.BONUS_PX, left=True)
        self.bonuses = 0  #: the count it announces
        self.bonus_badge.setPos(BONUS)
        self.bonus_badge.setVisible(False)
        self.addItem(self.bonus_badge)
        self.marker = Marker()
        self.marker.setVisible(False)
        self.addItem(self.marker)
        self.hud = Hud()
        self._place_hud()
        self.addItem(self.hud)
        self.hotspots: list[Hotspot] = []
        self.buttons: dict[str, Button] = {}
        self.rack: ChipRack | None = None
        self.hint = Badge("", "gold", 20)
        self.hint.setPos(hint_pos(172.0, 70.0, 8.0))
        self.hint.setVisible(False)
        self.hint.setZValue(390)  # over the computer players' plates (in the 4:3 scene they come near it)
        self.addItem(self.hint)
        self.prompt = Prompt()
        self.prompt.setPos(PROMPT)
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
        return side_win_pos(box)

    def update_total(self, box: int, idx: int) -> None:
        """Show a hand's total beside it as the felt has shown its cards (soft totals as "7/17";
        BLACKJACK as soon as a natural is dealt [FR-BJ-7]; bust in red); a settled hand shows its
        result and amount instead (:meth:`show_result`)."""
        bv = self.boxes[box]
        while len(bv.totals) <= idx:
            bv.totals.append(None)
        badge = bv.totals[idx]
        if badge is None:
            badge = Badge(wrap=RESULT_WRAP)
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
            badge = Badge(wrap=RESULT_WRAP)
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
        for t, at in zip(kept, kept_results_pos(box, [t.boundingRect().height() for t in kept]), strict=True):
            t.setPos(at)
            t.setData(TAG_BOX, box)
            t.setData(TAG_HAND, bv.totals.index(t))
            self.tags.append(t)
        bv.totals = [t for t in bv.totals if t not in kept]
        return kept

    def announce_bonuses(self, count: int) -> Badge:
        """The announcement of the bonuses in play [FR-LL-5], in the table's language (its count kept
        for :meth:`retranslate_results`)."""
        self.bonuses = count
        self.bonus_badge.set(_t("Bonuses in play: %1").replace("%1", str(count)), "gold")
        return self.bonus_badge

    def retranslate_results(self) -> None:
        """The language changed: the labels on the felt (each hand's BLACKJACK or result, kept or not,
        the dealer's, the bonuses in play) are written again in it; an insurance's result is written
        again by :func:`gui.insurance_tags.retranslate`."""
        for box, bv in self.boxes.items():
            for idx, badge in enumerate(bv.totals):
                if badge is not None and badge.isVisible():
                    self.update_total(box, idx)  # a BLACKJACK, or the settled hand's result
        for t in self.tags:
            hand = t.data(TAG_HAND)
            if isinstance(t, Badge) and isinstance(hand, int):
                t.set(*self.result_text(t.data(TAG_BOX), hand))
        if self.bonus_badge.isVisible():
            self.announce_bonuses(self.bonuses)
        if self.dealer_total.isVisible():
            if self.dealer:
                self.update_dealer_total()
            else:
                self.keep_dealer_result()

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
        self.dealer_total.setPos(DEALER_RESULT)

    def dealer_target(self, k: int) -> QPointF:
        """Where the dealer's card ``k`` goes."""
        return dealer_card_pos(k)

    # ------------------------------------------------------------------ betting (no animation)

    def sync_bets(self, bets: dict[int, tuple[int, int]], hyper: Mapping[int, Mapping[str, int]] | None = None) -> None:
        """Before the deal: show each box's main and side stakes as the engine holds them (the fewest
        chips), and start the shown round from them and the hyper black jack stakes per box and case
        (``hyper``; their chips: :func:`gui.hyper_field.show_stakes`)."""
        for n, bv in self.boxes.items():
            main, side = bets.get(n, (0, 0))
            bv.stakes[0] = self._set_stack(bv.stakes[0], main, self.stake_target(n, 0))
            bv.side = self._set_stack(bv.side, side, side_stake_pos(n))
        for badge in self.amounts.values():
            badge.setVisible(False)
        shown = {n: b for n, b in bets.items() if b[0] or b[1]}
        cases = {n: dict(c) for n, c in (hyper or {}).items() if n in shown and c}
        self.state.begin(shown, None, cases)

    def show_slip(
        self, stacks: dict[tuple[int, str], list[int]], labels: dict[tuple[int, str], tuple[str, str]]
    ) -> None:
        """Before the deal: each spot's chips as the player stacked them, and its amount (``labels``:
        text and colours, ``short`` for an incomplete bet)."""
        for n, bv in self.boxes.items():
            main = stacks.get((n, "main"), [])
            side = stacks.get((n, "side"), [])
            bv.stakes[0] = self._set_chips(bv.stakes[0], main, self.stake_target(n, 0))
            bv.side = self._set_chips(bv.side, side, side_stake_pos(n))
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
            badge.setPos(amount_pos(n, kind))
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
        self.boxes = {n: BoxItems(n) for n in range(1, 8)}
        self.dealer = []
        self.bonus_badge.setVisible(False)
        self.marker.setVisible(False)
        self.offer.setVisible(False)
        self._z = 10.0

    def box_rect(self, n: int) -> QRectF:
        """The box's circle in scene coordinates (tests click its centre)."""
        c = box_centre(n)
        return QRectF(c.x() - 60, c.y() - 60, 120, 120)

    # ------------------------------------------------------------------ the geometry

    def _place_hud(self) -> None:
        origin, stacked = hud_origin(Hud.W, Hud.H, Hud.GAP, Hud.STACK_GAP)
        self.hud.set_stacked(stacked)
        self.hud.setPos(origin)

    def place_controls(self, gap: float | None = None) -> None:
        """Put the chip rack, the betting and decision buttons and the hint where :mod:`gui.layout`
        says for the scene's geometry (the controller made them; their sizes are kept)."""
        if gap is not None:
            self._gap = gap
        gap = getattr(self, "_gap", 8.0)
        b = self.buttons
        cells = ("hit", "stand", "double", "split", "surrender", "speed")
        if all(n in b for n in cells):
            if not hasattr(self, "_cell"):
                self._cell = (b["hit"].face.width(), b["hit"].face.height())  # the controller's size
            w, h = self._cell
            cell_gap = gap
            if layout.GEOMETRY.stacked:  # three rows under the side-bet spots: a finger's buttons less tall
                h, cell_gap = min(h, 70.0), min(gap, 8.0)
            for name, pos in zip(cells, decision_cells(w, h, cell_gap), strict=True):
                b[name].set_size(w, h)
                b[name].setPos(pos)
            self.hint.setPos(hint_pos(w, h, cell_gap))
        rack = self.rack
        row = ("clear", "repeat", "double_bets", "deal")
        if rack is not None:
            if not hasattr(self, "_rack_k"):
                self._rack_k = rack.scale()  # the controller's: larger for a finger
            # the 4:3 layout has no room for the finger's larger chips between the side-bet spots and
            # the betting buttons: its chips are the usual size (still 44 px at 1024 × 768)
            k = 1.0 if layout.GEOMETRY.stacked else self._rack_k
            rack.setScale(k)
            br = rack.boundingRect()
            h = b["deal"].face.height() if "deal" in b else 70.0
            rack.setPos(rack_pos(br.right() * k, br.bottom() * k, h, gap, 14 if self._rack_k > 1 else 18))
            if all(n in b for n in row):
                widths = [b[n].face.width() for n in row]
                for name, pos in zip(row, bet_row(widths, h, gap, rack.pos()), strict=True):
                    b[name].setPos(pos)

    def show_aspect(self, aspect: float) -> None:
        """Show the part of the scene a window of shape ``aspect`` needs (:func:`gui.layout.shown_rect`)."""
        rect = layout.shown_rect(aspect)
        if rect != self.sceneRect():
            self.setSceneRect(rect)

    def apply_geometry(self, g: Geometry) -> bool:
        """Lay the table out in geometry ``g`` (:mod:`gui.layout`): the felt, the controls and the
        read-outs, and every card, chip and label on it carried over to its place in the new
        arrangement (held in its box's own frame). Returns whether anything changed."""
        if g == self.geometry:
            layout.use(g)  # (another felt may have used the other geometry since)
            return False
        old = self.geometry
        layout.use(old)
        boxed: list[tuple[QGraphicsItem, int, tuple[float, float], float]] = []
        for n, bv in self.boxes.items():
            for it in bv.items():
                boxed.append((it, n, to_local(n, it.pos()), card_rotation(n)))
        for t in self.tags:
            n = t.data(TAG_BOX)
            if isinstance(n, int):
                boxed.append((t, n, to_local(n, t.pos()), card_rotation(n)))
        marker_box = min(range(1, 8), key=lambda n: (box_centre(n) - self.marker.pos()).manhattanLength())
        marker = (to_local(marker_box, self.marker.pos()), card_rotation(marker_box))
        dealer = [it.pos() - DEALER for it in self.dealer]
        dealer_total = self.dealer_total.pos() - DEALER
        offer = self.offer.pos() - INSURANCE_OFFER
        layout.use(g)
        self.geometry = g
        self.setSceneRect(QRectF(SCENE_RECT))
        self.felt.relayout()
        self.discard.setPos(layout.DISCARD)
        self.bonus_badge.setPos(BONUS)
        self.prompt.setPos(PROMPT)
        self._place_hud()
        self.place_controls()
        for it, n, (dx, dy), was in boxed:
            it.setPos(local(n, dx, dy))
            if it.rotation():  # a card: turned with its box (a doubled card stays across)
                it.setRotation(it.rotation() + card_rotation(n) - was)
        (mx, my), was_turn = marker
        self.marker.setPos(local(marker_box, mx, my))
        if self.marker.rotation():
            self.marker.setRotation(self.marker.rotation() + card_rotation(marker_box) - was_turn)
        for it, d in zip(self.dealer, dealer, strict=True):
            it.setPos(DEALER + d)
        self.dealer_total.setPos(DEALER + dealer_total)
        self.offer.setPos(INSURANCE_OFFER + offer)
        for (n, kind), badge in self.amounts.items():
            badge.setPos(amount_pos(n, kind))
        for h in self.hotspots:
            h.setPos(box_centre(h.box) if h.kind == "main" else side_centre(h.box))
        for name in ("insure", "decline"):
            btn = self.buttons.get(name)
            if btn is not None and self.offer.isVisible():
                slots = self.offer.button_slots()
                btn.setPos(slots[0] if name == "insure" else slots[1])
        self.geometry_changed.emit()
        return True
