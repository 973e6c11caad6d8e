"""What the director's settings dialog calls each setting, rule option, choice, profile, side bet,
language and speed (marked for Qt's translation in the dialog's context; the dialog translates them
when shown). The settings themselves, their kinds and bounds are the schema's
(:mod:`engine.store.settings_data`); this module only words them, by file key.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP

from croupier.engine.core.paytables import LUCKY_LADIES, LUCKY_LUCKY
from croupier.engine.core.rules import FRANCE, PUERTO_RICO
from croupier.engine.core.table import CURRENCIES

CTX = "DirectorDialog"

RULE_LABELS = {
    "decks": QT_TRANSLATE_NOOP(CTX, "Decks"),
    "shuffle": QT_TRANSLATE_NOOP(CTX, "Shuffle"),
    "burn": QT_TRANSLATE_NOOP(CTX, "Cards burnt at a new shoe"),
    "cut_card": QT_TRANSLATE_NOOP(CTX, "Cards behind the cut card (0: one deck)"),
    "hole_card": QT_TRANSLATE_NOOP(CTX, "Dealer's hole card"),
    "soft_17": QT_TRANSLATE_NOOP(CTX, "Dealer on soft 17"),
    "double_on": QT_TRANSLATE_NOOP(CTX, "Double on"),
    "double_after_split": QT_TRANSLATE_NOOP(CTX, "Double after a split"),
    "split_by": QT_TRANSLATE_NOOP(CTX, "Pairs split by"),
    "max_hands": QT_TRANSLATE_NOOP(CTX, "Most hands from one box"),
    "resplit_aces": QT_TRANSLATE_NOOP(CTX, "Split aces again"),
    "surrender": QT_TRANSLATE_NOOP(CTX, "Surrender"),
    "dealer_blackjack_takes": QT_TRANSLATE_NOOP(CTX, "Dealer blackjack takes (no hole card)"),
    "blackjack_pays": QT_TRANSLATE_NOOP(CTX, "Blackjack pays"),
    "insurance": QT_TRANSLATE_NOOP(CTX, "Insurance offered"),
    "draw_on_21": QT_TRANSLATE_NOOP(CTX, "A hand of 21 may draw"),
    "max_boxes_per_player": QT_TRANSLATE_NOOP(CTX, "Most boxes per player"),
    "lone_player_min_boxes": QT_TRANSLATE_NOOP(CTX, "Boxes a lone player must play"),
    "side_bet_seated_only": QT_TRANSLATE_NOOP(CTX, "Side bet for seated players only"),
    "no_split_after_side_win": QT_TRANSLATE_NOOP(CTX, "No split after a side-bet win"),
}
CHOICE_LABELS = {
    "shoe": QT_TRANSLATE_NOOP(CTX, "Shoe with a cut card"),
    "continuous": QT_TRANSLATE_NOOP(CTX, "Continuous shuffler"),
    "none": QT_TRANSLATE_NOOP(CTX, "None"),
    "peek": QT_TRANSLATE_NOOP(CTX, "Hole card, peek for blackjack"),
    "stand": QT_TRANSLATE_NOOP(CTX, "Stands"),
    "hit": QT_TRANSLATE_NOOP(CTX, "Hits"),
    "any": QT_TRANSLATE_NOOP(CTX, "Any two cards"),
    "9-11": QT_TRANSLATE_NOOP(CTX, "Hard 9 to 11"),
    "10-11": QT_TRANSLATE_NOOP(CTX, "Hard 10 and 11"),
    "value": QT_TRANSLATE_NOOP(CTX, "Equal value"),
    "rank": QT_TRANSLATE_NOOP(CTX, "Equal rank"),
    "late": QT_TRANSLATE_NOOP(CTX, "Late surrender"),
    "late-except-ace": QT_TRANSLATE_NOOP(CTX, "Late surrender, not against an ace"),
    "3:2": QT_TRANSLATE_NOOP(CTX, "3 to 2"),
    "6:5": QT_TRANSLATE_NOOP(CTX, "6 to 5"),
    "1:1": QT_TRANSLATE_NOOP(CTX, "1 to 1"),
    "all": QT_TRANSLATE_NOOP(CTX, "The whole stake"),
    "original": QT_TRANSLATE_NOOP(CTX, "The original bet only"),
}
PROFILE_LABELS = {FRANCE: QT_TRANSLATE_NOOP(CTX, "France"), PUERTO_RICO: QT_TRANSLATE_NOOP(CTX, "Puerto Rico")}
SIDE_LABELS = {
    LUCKY_LADIES: QT_TRANSLATE_NOOP(CTX, "Lucky Ladies"),
    LUCKY_LUCKY: QT_TRANSLATE_NOOP(CTX, "Lucky Lucky"),
    "none": QT_TRANSLATE_NOOP(CTX, "None"),
}
#: which side bets a table offers: (the side bet, hyper black jack offered) [FR-HBJ-3]
OFFER_LABELS = {
    (LUCKY_LADIES, True): QT_TRANSLATE_NOOP(CTX, "Lucky Ladies and hyper black jack"),
    (LUCKY_LADIES, False): QT_TRANSLATE_NOOP(CTX, "Lucky Ladies only"),
    (LUCKY_LUCKY, True): QT_TRANSLATE_NOOP(CTX, "Lucky Lucky and hyper black jack"),
    (LUCKY_LUCKY, False): QT_TRANSLATE_NOOP(CTX, "Lucky Lucky only"),
    ("none", True): QT_TRANSLATE_NOOP(CTX, "Hyper black jack only"),
    ("none", False): QT_TRANSLATE_NOOP(CTX, "No side bet"),
}
LANGUAGE_LABELS = {"en": "English", "fr": "Français", "es": "Español"}
SPEED_LABELS = {
    "slow": QT_TRANSLATE_NOOP(CTX, "Slow"),
    "normal": QT_TRANSLATE_NOOP(CTX, "Normal"),
    "fast": QT_TRANSLATE_NOOP(CTX, "Fast"),
    "instant": QT_TRANSLATE_NOOP(CTX, "Instant"),
}
CURRENCY_LABELS = {c: f"{c} ({sym})" if sym != c else c for c, sym in CURRENCIES.items()}


@dataclass(frozen=True)
class FieldText:
    """How the dialog words one setting: ``label`` (a row's label; a check box's own text), ``heading``
    (the row label beside a check box), a spin box's ``suffix`` and ``special`` text (shown at its
    lowest value), and a ``tip``. Each is translated in the dialog's context when shown."""

    label: object  # what QT_TRANSLATE_NOOP marks: a str
    heading: object = ""
    suffix: object = ""
    special: object = ""
    tip: object = ""


#: each declared setting's wording, by its file key (the schema's order and kinds decide the rest)
FIELD_TEXTS: dict[str, FieldText] = {
    "currency": FieldText(QT_TRANSLATE_NOOP(CTX, "Currency")),
    "language": FieldText(QT_TRANSLATE_NOOP(CTX, "Language")),
    "speed": FieldText(QT_TRANSLATE_NOOP(CTX, "Animation speed")),
    "starting_credit": FieldText(QT_TRANSLATE_NOOP(CTX, "Player's starting credit")),
    "sound.volume": FieldText(QT_TRANSLATE_NOOP(CTX, "Sound volume"), suffix=" %"),
    "sound.mute": FieldText(QT_TRANSLATE_NOOP(CTX, "Mute")),
    "accessibility.four_colour": FieldText(
        QT_TRANSLATE_NOOP(CTX, "Four-colour deck"), heading=QT_TRANSLATE_NOOP(CTX, "Accessibility")
    ),
    "accessibility.high_contrast": FieldText(QT_TRANSLATE_NOOP(CTX, "High contrast")),
    "hints": FieldText(
        QT_TRANSLATE_NOOP(CTX, "Strategy hint on the felt"),
        heading=QT_TRANSLATE_NOOP(CTX, "Player aids"),
        tip=QT_TRANSLATE_NOOP(CTX, "The computed basic strategy's move, shown beside the buttons at each decision"),
    ),
    "kiosk_idle_seconds": FieldText(
        QT_TRANSLATE_NOOP(CTX, "Kiosk: attract mode after"),
        suffix=QT_TRANSLATE_NOOP(CTX, " s"),
        special=QT_TRANSLATE_NOOP(CTX, "never"),
    ),
    "trainer_on_kiosk": FieldText(QT_TRANSLATE_NOOP(CTX, "Kiosk: the player may turn the strategy trainer on")),
    "hyper.offered": FieldText(
        QT_TRANSLATE_NOOP(CTX, "Offer hyper black jack at this table"),
        tip=QT_TRANSLATE_NOOP(CTX, "[FR-HBJ-1] seven cases along the insurance line, on the dealer's final hand"),
    ),
    "hyper.min": FieldText(
        QT_TRANSLATE_NOOP(CTX, "Hyper black jack limits"),
        tip=QT_TRANSLATE_NOOP(CTX, "[FR-HBJ-3] the limits apply to the stake on each case"),
    ),
    "hyper.max": FieldText(
        QT_TRANSLATE_NOOP(CTX, "Hyper black jack limits"),
        tip=QT_TRANSLATE_NOOP(CTX, "[FR-HBJ-3] the limits apply to the stake on each case"),
    ),
    "virtual_players.count": FieldText(QT_TRANSLATE_NOOP(CTX, "Computer players at the table")),
    "virtual_players.error_rate": FieldText(
        QT_TRANSLATE_NOOP(CTX, "Their decisions made wrong on purpose"), suffix=" %"
    ),
    "virtual_players.bankroll": FieldText(QT_TRANSLATE_NOOP(CTX, "Each one's own money when he sits down")),
    "virtual_players.side_bet": FieldText(QT_TRANSLATE_NOOP(CTX, "They bet the side bet's minimum too")),
}
#: the words of a choice setting's choices, by its file key (a choice not here: :data:`CHOICE_LABELS`)
CHOICE_TEXTS: dict[str, Mapping[str, object]] = {
    "currency": CURRENCY_LABELS,
    "language": LANGUAGE_LABELS,
    "speed": SPEED_LABELS,
}
