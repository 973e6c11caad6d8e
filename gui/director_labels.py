"""What the director's settings dialog calls each rule option, choice, profile, side bet, language and
speed (marked for Qt's translation in the dialog's context; the dialog translates them when shown).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from croupier.engine.core.paytables import LUCKY_LADIES, LUCKY_LUCKY
from croupier.engine.core.rules import FRANCE, PUERTO_RICO

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
