"""The felt as the director's settings and the player's language leave it: the four-colour deck and
high contrast reach the cards on the table, long French and Spanish labels fit their buttons and the
placard, the placard speaks the regulation's own words [FR-LL-3, PR-LL-6], split hands stay apart."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPainterPath
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from croupier.engine.core.paytables import FRENCH_LABELS, PRESETS, SPANISH_LABELS
from croupier.engine.store.pin import DirectorPin
from croupier.engine.store.recovery import StreamRandom
from croupier.engine.store.settings_data import Settings
from croupier.gui import artwork, i18n, items, layout, legibility
from croupier.gui.host import TableHost
from croupier.gui.items import CardItem, HeldRing
from croupier.gui.layout import PLACARD
from croupier.gui.placard import ROW_GAP, limits_lines, row_area, row_fonts, row_lines, rows, rows_height
from croupier.gui.table_view import QuickScene, TableView


@pytest.fixture(autouse=True)
def plain_deck() -> Any:
    """Each test leaves the cards and the text as the default settings paint them."""
    yield
    artwork.set_deck(False, False)
    items.set_text_scale(1.0)


def make_host(qtbot: Any, tmp_path: Path, settings: Settings | None = None, *, aids: bool = False,
              kiosk: bool = False) -> TableHost:  # fmt: skip
    """A table opened on ``settings`` (default ones when None), on a seeded shoe."""
    settings = settings or Settings()
    view = TableView(QuickScene())
    qtbot.addWidget(view)
    pin = DirectorPin(tmp_path / "director-pin.json", n=2**8)
    if kiosk:  # a kiosk does not start without a PIN
        pin.set("2580")
    host = TableHost(view, settings, settings.validate(), settings_path=tmp_path / "settings.toml",
                     data_dir=tmp_path / "data", rng=StreamRandom(3), pin=pin, sound=aids,
                     kiosk=kiosk)  # fmt: skip
    host.controller.animator.speed = "instant"
    return host


def settings_for(profile: str, **changes: Any) -> Settings:
    """The director's defaults for ``profile``, with ``changes``."""
    return replace(Settings.for_profile(profile), **changes)


def preset_ids(profile: str) -> list[str]:
    """The preset pay tables of the profile's side bet."""
    return list(PRESETS[Settings.for_profile(profile).side_bet])


def card_image(code: str) -> QImage:
    """A face-up card item as the felt paints it, at rest, one scene unit to a pixel."""
    img = QImage(200, 260, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor(0, 0, 0, 0))
    p = QPainter(img)
    p.translate(QPointF(100, 130))
    CardItem(code, face_up=True).paint(p, QStyleOptionGraphicsItem(), None)
    p.end()
    return img


# ------------------------------------------------------------------------------ deck options


@pytest.mark.parametrize("option", ["four_colour", "high_contrast"])
def test_director_deck_option_reaches_the_cards_on_the_felt(qtbot: Any, tmp_path: Path, option: str) -> None:
    """A table opened with the option paints its diamonds otherwise than a default table."""
    make_host(qtbot, tmp_path / "plain")
    plain = card_image("7D")
    make_host(qtbot, tmp_path / "styled", Settings(**{option: True}))
    assert artwork.DECK[option] is True
    assert card_image("7D") != plain


@pytest.mark.parametrize("option", ["four_colour", "high_contrast"])
def test_director_deck_change_repaints_the_cards_between_rounds(qtbot: Any, tmp_path: Path, option: str) -> None:
    """The director's change through the player aids (gui.a11y's deck) takes effect on the next felt,
    and switching it off again gives back the very same card."""
    host = make_host(qtbot, tmp_path, aids=True)
    plain = card_image("QD")
    host.apply_settings(replace(host.settings, **{option: True}), False)
    assert card_image("QD") != plain
    host.apply_settings(replace(host.settings, **{option: False}), False)
    assert card_image("QD") == plain


# ------------------------------------------------------------------------------ long labels


def fits(f: QFont, text: str, width: float) -> bool:
    """Whether ``text`` in ``f`` is no wider than ``width``."""
    return QFontMetricsF(f).horizontalAdvance(text) <= width


@pytest.mark.parametrize("language", ["fr", "es"])
@pytest.mark.parametrize("profile", ["france", "puerto-rico"])
@pytest.mark.parametrize("kiosk", [False, True])
@pytest.mark.parametrize("scale", [1.0, items.MAX_TEXT_SCALE])
def test_every_button_label_fits_its_face_in_long_languages(
    qtbot: Any, tmp_path: Path, monkeypatch: Any, language: str, profile: str, kiosk: bool, scale: float
) -> None:
    """ABANDONNER, RENDIRSE, REPETIR x2...: every label and key, in the font the button paints it with,
    is no wider than the button (the fitted font never shrinks below 0.6 of its size, so a label too
    long even then would fail here), at the usual text size and the largest the felt allows."""
    monkeypatch.setattr(legibility, "text_scale", lambda *_a, **_k: scale)
    host = make_host(qtbot, tmp_path, settings_for(profile, language=language), kiosk=kiosk)
    try:
        assert i18n.current_language() == language
        assert scale == items.TEXT_SCALE
        host.controller.refresh()
        assert host.scene.buttons
        for name, b in host.scene.buttons.items():
            assert b.label, name
            assert fits(b.label_font(), b.label, b.face.width() - 8), (name, b.label)
            assert fits(b.key_font(), b.key, b.face.width() - 8), (name, b.key)
        trainer = host.scene.buttons.get("trainer_trainer")
        if trainer is not None and host.trainer.toggle():  # on, the button says so on its key's line
            assert trainer.key != "T"
            assert fits(trainer.label_font(), trainer.label, trainer.face.width() - 8), trainer.label
            assert fits(trainer.key_font(), trainer.key, trainer.face.width() - 8), trainer.key
        ring = HeldRing(QCoreApplication.translate("Table", "HELD"))
        assert fits(ring.label_font(), ring.label, ring.tab().width() - 4), ring.label
    finally:
        host.aids.languages.set_language("en")


@pytest.mark.parametrize("aids", [False, True])
def test_every_menu_button_follows_the_language_chosen_after_the_felt_was_built(
    qtbot: Any, tmp_path: Path, aids: bool
) -> None:
    """The felt is built before the player aids choose the language (and the player may change it with
    L): the host's menu, STATS, LIMITS, PLAYERS, TRAINER (its ON too), DRILL and the trainer's panel
    take each new language, never keeping the one they were built in."""

    def tr(context: str, text: str) -> str:
        return QCoreApplication.translate(context, text)

    host = make_host(qtbot, tmp_path, settings_for("france", language="en"), aids=aids)
    languages = host.aids.languages if host.aids.languages is not None else host.aids.assist.languages
    try:
        assert host.trainer.toggle()
        seen: dict[str, set[str]] = {}
        for language in ("fr", "es", "en", "fr"):
            languages.set_language(language)
            host.controller.refresh()
            b = host.scene.buttons
            want = {"menu_help": tr("Table", "HELP"), "menu_director": tr("Table", "DIRECTOR"),
                    "menu_limits": tr("Features", "LIMITS"), "menu_players": tr("Features", "PLAYERS"),
                    "trainer_trainer": tr("Trainer", "TRAINER"), "trainer_drill": tr("Trainer", "DRILL")}  # fmt: skip
            assert {n: b[n].label for n in want} == want, language
            assert b["trainer_trainer"].key == tr("Trainer", "T · ON")
            assert host.trainer.trainer.panel.title == tr("Trainer", "TRAINER")
            for n in want:
                seen.setdefault(n, set()).add(b[n].label)
        assert {"AIDE", "AYUDA", "HELP"} == seen["menu_help"]
        assert {"JOUEURS", "PLAYERS"} <= seen["menu_players"] and {"EXERCICE", "DRILL"} <= seen["trainer_drill"]
    finally:
        languages.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr", "es"])
@pytest.mark.parametrize("profile", ["france", "puerto-rico"])
@pytest.mark.parametrize("scale", [1.0, items.MAX_TEXT_SCALE])
def test_placard_rows_fit_beside_their_odds_in_every_language(
    qapp: Any, language: str, profile: str, scale: float
) -> None:
    """Each preset pay table [FR-LL-3] [PR-LL-3]: every odds text fits its column ("1 000 pour 1"),
    every label fits beside it (wrapped on two lines when long, never cut short), all of it inside
    the placard, printed 18 px tall whatever the system's text scale (12 px at 1280 × 720)."""
    items.set_text_scale(scale)
    lang = i18n.Languages()
    try:
        assert lang.set_language(language)
        for table in preset_ids(profile):
            config = settings_for(profile, side_table=table).validate()
            lines = rows(config)
            assert lines
            area = row_area(PLACARD)
            fl, fo, _line_h, odds_w = row_fonts(lines, area.width(), area.height())
            assert rows_height(lines, area.width()) <= area.height(), table
            for (label, odds), wrapped in zip(lines, row_lines(lines, area.width()), strict=True):
                assert fits(fo, odds, odds_w), (table, odds)
                assert " ".join(wrapped) == " ".join(label.split()), (table, label)
                for part in wrapped:
                    assert fits(fl, part, area.width() - odds_w - ROW_GAP), (table, part)
            assert fl.pixelSize() >= 18 and fo.pixelSize() >= 18
    finally:
        items.set_text_scale(1.0)
        lang.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr", "es"])
@pytest.mark.parametrize(("profile", "hyper"), [("france", False), ("france", True), ("puerto-rico", False)])
def test_every_placard_holds_its_rows_above_its_limits_the_kiosks_large_one_too(
    qapp: Any, language: str, profile: str, hyper: bool
) -> None:
    """[FR-LL-3] [PR-LL-3] [FR-HBJ-3] Each preset pay table, its limits' lines included (hyper black
    jack's adds one), fits the felt's placard in both geometries and the pay table the kiosk shows
    large between demonstration rounds (fitted to its words: Puerto Rico's nine rows in French once ran
    over its limits)."""
    from croupier.gui.kiosk import PayTablePanel

    lang = i18n.Languages()
    try:
        assert lang.set_language(language)
        for table in preset_ids(profile):
            config = replace(settings_for(profile, side_table=table), hyper=hyper).validate()
            lines = rows(config)
            kiosk = PayTablePanel.fitted(config)
            assert kiosk.height() >= PayTablePanel.RECT.height() and kiosk.center().y() == 0
            for g in layout.GEOMETRIES:
                felt = QRectF(*g.placard, *g.placard_size)
                for name, rect in (("felt " + g.name, felt), ("kiosk", kiosk)):
                    area = row_area(rect, len(limits_lines(config)))
                    assert rows_height(lines, area.width()) <= area.height() + 1e-6, (name, table, language)
    finally:
        lang.set_language("en")


# ------------------------------------------------------------------------------ the placard's words


@pytest.mark.parametrize(
    ("profile", "language", "game_labels", "sign"),
    [("puerto-rico", "es", SPANISH_LABELS, "$"), ("france", "fr", FRENCH_LABELS, "€")],
)
def test_pr_ll_6_fr_ll_3_placard_reads_in_the_regulation_words(
    qapp: Any, profile: str, language: str, game_labels: dict[str, str], sign: str
) -> None:
    """In the regulation's language each row is the regulation's own wording ("777 de una misma
    pinta", "Paire de dames de cœur"); the limits keep the table's currency."""
    lang = i18n.Languages()
    try:
        assert lang.set_language(language)
        config = Settings.for_profile(profile).validate()
        assert config.side.table is not None
        labels = [label for label, _odds in rows(config)]
        assert labels == [game_labels[outcome] for outcome, _odds in config.side.table.pays]
        if profile == "puerto-rico":
            assert "777 de una misma pinta" in labels
        assert all(sign in line for line in limits_lines(config))
    finally:
        lang.set_language("en")


def test_placard_reads_in_english_at_a_french_table_in_english(qapp: Any) -> None:
    """Outside the regulation's language the rows are the translated names, not the French text."""
    config = Settings.for_profile("france").validate()
    labels = [label for label, _odds in rows(config)]
    assert "Pair of queens of hearts" in labels
    assert not set(labels) & set(FRENCH_LABELS.values())


# ------------------------------------------------------------------------------ keys in the help


def test_help_lists_sound_and_voice_keys_with_the_hosts_own(qtbot: Any, tmp_path: Path) -> None:
    """With the player aids attached, F1's page names M (sound) and V (the dealer's voice) beside the
    table's keys and the host's F9 and Ctrl+Shift+D."""
    host = make_host(qtbot, tmp_path, aids=True)
    keys = dict(host.assist.shortcuts())
    assert {"M", "V", "F1", "F9", "Ctrl+Shift+D", "F11"} <= set(keys)
    assert any(k.startswith("H") for k in keys)
    assert keys["M"] and keys["V"] and keys["M"] != keys["V"]


def test_help_names_no_sound_keys_without_the_player_aids(qtbot: Any, tmp_path: Path) -> None:
    """Without the aids nothing answers M or V, so the page does not promise them."""
    host = make_host(qtbot, tmp_path)
    keys = dict(host.shortcut_list())
    assert "M" not in keys and "V" not in keys
    assert {"F1", "F9", "Ctrl+Shift+D"} <= set(keys)


# ------------------------------------------------------------------------------ text scale


@pytest.mark.parametrize(("system", "felt"), [(0.9, 1.0), (1.0, 1.0), (1.2, 1.2), (2.0, items.MAX_TEXT_SCALE)])
def test_labels_follow_a_larger_system_font(
    qtbot: Any, tmp_path: Path, monkeypatch: Any, system: float, felt: float
) -> None:
    """The felt's labels grow with the system font (up to what its layout holds) and never shrink
    below their designed size; the lettering printed on the cloth keeps its size."""
    monkeypatch.setattr(legibility, "text_scale", lambda *_a, **_k: system)
    host = make_host(qtbot, tmp_path)
    assert felt == items.TEXT_SCALE
    assert items.font(20).pixelSize() == round(20 * felt)
    assert items.font(20, scaled=False).pixelSize() == 20
    hint = host.scene.hint
    hint.set("PLACE YOUR BETS")
    assert hint.boundingRect().height() == pytest.approx(20 * 1.5 * felt + 2)


# ------------------------------------------------------------------------------ split hands


card_outline = layout.card_outline  #: one card's outline on the felt, as the clearance tests take it


def hand_outline(n: int, i: int, count: int, cards: int, doubled: bool) -> QPainterPath:
    """A hand's cards on the felt, the last one across when the hand was doubled."""
    out = QPainterPath()
    for k in range(cards):
        out = out.united(card_outline(n, i, count, k, across=doubled and k == cards - 1))
    return out


@pytest.mark.parametrize("n", range(1, 8))
@pytest.mark.parametrize(
    ("left", "right"),
    [((3, True), (2, False)), ((3, True), (3, True)), ((4, False), (2, False)), ((2, False), (3, True))],
)
def test_fr_bj_8_split_hands_do_not_overlap(n: int, left: tuple[int, bool], right: tuple[int, bool]) -> None:
    """Two hands of a split pair, one doubled with its card lying across or one of four cards, never
    lie on each other; nor does the right-hand one reach the next box's unsplit hand of two cards."""
    a = hand_outline(n, 0, 2, *left)
    b = hand_outline(n, 1, 2, *right)
    assert not a.intersects(b)
    if n > 1:
        assert not b.intersects(hand_outline(n - 1, 0, 1, 2, False))
    if n < 7:
        assert not a.intersects(hand_outline(n + 1, 0, 1, 2, False))


def test_the_stopped_tables_advice_is_worded_in_the_language_chosen_after_it_stopped(
    qtbot: Any, tmp_path: Path
) -> None:
    """A table may stop (its journal missing) before the player aids choose the language: what to do is
    worded when the panel shows it, in the language then chosen."""
    host = make_host(qtbot, tmp_path, settings_for("france", language="en"))
    languages = host.aids.languages
    assert languages is not None
    try:
        host.books.journal_stopped("/data/journal.sqlite3: the journal is missing")
        english = host.books.advice
        assert "NEW JOURNAL" in english
        languages.set_language("fr")
        french = host.books.advice
        assert french == QCoreApplication.translate("Table", english) != english
        assert "NOUVEAU JOURNAL" in french
    finally:
        languages.set_language("en")


def neighbours_hands(split: bool) -> list[tuple[int, int, int, bool]]:
    """A box's hands as (hand, of, cards, doubled): one hand, or either of two split hands, of two to
    four cards, or of three with the last across [FR-BJ-8]."""
    shapes = [(2, False), (3, False), (3, True), (4, False)]
    return [(i, 2 if split else 1, cards, doubled) for i in range(2 if split else 1) for cards, doubled in shapes]


@pytest.mark.parametrize("geometry", [layout.WIDE, layout.SQUARE], ids=lambda g: g.name)
@pytest.mark.parametrize("results", [False, True], ids=["totals", "results"])
def test_fr_bj_8_a_hands_badge_lies_clear_of_the_next_boxs_hands_and_badges(
    qapp: Any, geometry: layout.Geometry, results: bool
) -> None:
    """A hand's total (or its result with its amount, the amount under the word when long) lies clear of
    the neighbouring box's cards and badges whenever at most one of the two boxes split: every hand of
    two to four cards, doubled or not, in both geometries, with the widest texts of the three languages."""
    from tests.gui.test_felt_clearance import RESULTS, RESULTS_TWO, TOTALS, TOTALS_TWO, rect_path, widest_badge

    layout.use(geometry)
    try:
        two = widest_badge(RESULTS_TWO if results else TOTALS_TWO)
        other = widest_badge(RESULTS if results else TOTALS)

        def badge(n: int, i: int, count: int, cards: int) -> QPainterPath:
            r = two if count == 1 and cards == 2 else other  # a blackjack or a surrender: two cards, unsplit
            return rect_path(r.translated(layout.total_pos(n, i, count, cards)))

        clashes = []
        for n, m in [(a, b) for a in range(1, 8) for b in (a - 1, a + 1) if 1 <= b <= 7]:
            for split_n, split_m in ((False, False), (True, False), (False, True)):
                for i, count, cards, _d in neighbours_hands(split_n):
                    mine = badge(n, i, count, cards)
                    for j, their_count, their_cards, doubled in neighbours_hands(split_m):
                        theirs = hand_outline(m, j, their_count, their_cards, doubled)
                        if mine.intersects(theirs) or mine.intersects(badge(m, j, their_count, their_cards)):
                            clashes.append((n, (i, count, cards), m, (j, their_count, their_cards, doubled)))
        assert clashes == [], clashes[:5]
    finally:
        layout.use(layout.WIDE)


@pytest.mark.parametrize("geometry", [layout.WIDE, layout.SQUARE], ids=lambda g: g.name)
def test_a_split_boxs_kept_results_stand_apart_over_their_box(qapp: Any, geometry: layout.Geometry) -> None:
    """Once a split box's cards are cleared its two results stay over the box, one above the other and
    apart, however tall (a long result on two lines), their centres within the box's circle."""
    from tests.gui.test_felt_clearance import RESULTS, widest_badge

    layout.use(geometry)
    try:
        r = widest_badge(RESULTS)
        assert r.height() > 40  # the amount under the word
        for n in range(1, 8):
            first, second = (r.translated(at) for at in layout.kept_results_pos(n, [r.height(), r.height()]))
            assert not first.intersects(second), n
            for at in (first.center(), second.center()):
                d = at - layout.box_centre(n)
                assert (d.x() ** 2 + d.y() ** 2) ** 0.5 < layout.BOX_R, n
    finally:
        layout.use(layout.WIDE)
