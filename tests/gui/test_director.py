"""The director's dialogs, driven as a director would: the PIN set and locked, every setting saved and
reloaded, nothing changed mid-round, a pay-table change ending the session [FR-LL-3], the exact house
edge beside the table, and invalid limits refused with the reason [FR-LIM-1, PR-LL-3]."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QLineEdit, QSpinBox, QWidget

from croupier.engine.core.money import SCALE, format_amount
from croupier.engine.core.paytables import FRENCH_LABELS, LUCKY_LADIES, PRESETS
from croupier.engine.core.rules import FRANCE, OPTIONS, PROFILES, PUERTO_RICO
from croupier.engine.store import settings as st
from croupier.engine.store.pin import MAX_FAILURES, DirectorPin
from croupier.engine.store.placard import placard_lines
from croupier.engine.store.settings_data import DECLARED, KEYS, Key, Settings
from croupier.engine.store.wallet import Wallet
from croupier.gui.director_dialog import DirectorDialog
from croupier.gui.director_pays import CUSTOM, format_edge
from croupier.gui.director_pin import PinDialog
from croupier.gui.i18n import outcome_label

Log = list[tuple[str, dict[str, Any]]]


class Clock:
    def __init__(self) -> None:
        self.now = 1_700_000_000.0

    def __call__(self) -> float:
        return self.now


def _pin(tmp_path: Path, clock: Clock | None = None, log: Log | None = None) -> DirectorPin:
    def audit(kind: str, detail: dict[str, Any]) -> None:
        if log is not None:
            log.append((kind, detail))

    return DirectorPin(tmp_path / "director-pin.json", clock=clock or Clock(), audit=audit, n=2**8)


def _dialog(qtbot: Any, settings: Settings | None = None, **kw: Any) -> DirectorDialog:
    d = DirectorDialog(settings or Settings(), **kw)
    qtbot.addWidget(d)
    return d


def _edge(qtbot: Any, d: DirectorDialog) -> str:
    """The side bet's house edge as the dialog shows it once counted (off the GUI thread)."""
    qtbot.waitUntil(lambda: d.side_page.edge_label.text() != "…", timeout=10_000)
    return d.side_page.edge_label.text()


def _select(combo: QComboBox, data: object) -> None:
    i = combo.findData(data)
    assert i >= 0, data
    combo.setCurrentIndex(i)


def _set_rule(d: DirectorDialog, key: str, value: object) -> None:
    w = d.rule_widgets[key]
    if isinstance(w, QCheckBox):
        w.setChecked(bool(value))
    elif isinstance(w, QComboBox):
        _select(w, value)
    else:
        assert isinstance(w, QSpinBox)
        w.setValue(int(value))  # type: ignore[call-overload]


# ---------------------------------------------------------------------------------- PIN


def test_pin_is_set_through_the_dialog_on_first_use(qtbot: Any, tmp_path: Path) -> None:
    pin = _pin(tmp_path)
    dlg = PinDialog(pin)
    qtbot.addWidget(dlg)
    assert dlg.mode == "set"
    qtbot.keyClicks(dlg.pin_edit, "2580")
    qtbot.keyClicks(dlg.confirm_edit, "2581")
    dlg.try_accept()
    assert not pin.is_set() and "differ" in dlg.message.text()
    dlg.confirm_edit.clear()
    qtbot.keyClicks(dlg.confirm_edit, "2580")
    dlg.try_accept()
    assert dlg.result() == QDialog.DialogCode.Accepted
    assert pin.verify("2580").ok
    assert PinDialog(pin).mode == "enter"


def test_wrong_pin_locks_the_dialog_for_a_minute(qtbot: Any, tmp_path: Path) -> None:
    clock = Clock()
    log: Log = []
    pin = _pin(tmp_path, clock, log)
    pin.set("1470")
    dlg = PinDialog(pin)
    qtbot.addWidget(dlg)
    ok = dlg.buttons.button(dlg.buttons.StandardButton.Ok)
    for i in range(MAX_FAILURES):
        qtbot.keyClicks(dlg.pin_edit, "0000")
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        if i < MAX_FAILURES - 1:
            assert f"{MAX_FAILURES - 1 - i} try" in dlg.message.text()
    assert "locked for 60 second" in dlg.message.text()
    assert not ok.isEnabled() and not dlg.pin_edit.isEnabled()
    assert dlg.result() != QDialog.DialogCode.Accepted
    # a restart during the lock: a fresh dialog on a fresh store is still locked
    again = PinDialog(_pin(tmp_path, clock))
    qtbot.addWidget(again)
    assert not again.buttons.button(again.buttons.StandardButton.Ok).isEnabled()
    clock.now += 60
    dlg.show_lock()
    assert ok.isEnabled() and dlg.message.text() == ""
    qtbot.keyClicks(dlg.pin_edit, "1470")
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dlg.result() == QDialog.DialogCode.Accepted
    assert [k for k, _ in log].count("director-pin-wrong") == MAX_FAILURES


def test_pin_is_changed_through_the_dialog(qtbot: Any, tmp_path: Path) -> None:
    pin = _pin(tmp_path)
    pin.set("1111")
    dlg = PinDialog(pin, change=True)
    qtbot.addWidget(dlg)
    qtbot.keyClicks(dlg.old_edit, "1111")
    qtbot.keyClicks(dlg.pin_edit, "222222")
    qtbot.keyClicks(dlg.confirm_edit, "222222")
    dlg.try_accept()
    assert dlg.result() == QDialog.DialogCode.Accepted
    assert pin.verify("222222").ok


# ---------------------------------------------------------------------------------- saving through the dialog


def _non_default(key: str, current: object) -> object:
    o = OPTIONS[key]
    if o.kind == "bool":
        return not current
    if o.kind == "choice":
        return next(c for c in o.choices if c != current)
    return o.low if current != o.low else o.low + 1


def test_every_rule_option_is_saved_and_reloaded_through_the_dialog(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    d = _dialog(qtbot, Settings(side_bet="none"), path=path)
    base = Settings().effective_rules()
    wanted: dict[str, object] = {}
    for key in OPTIONS:
        if key in ("cut_card", "decks"):
            continue
        wanted[key] = _non_default(key, getattr(base, key))
        _set_rule(d, key, wanted[key])
    wanted.update(decks=8, cut_card=300)
    _set_rule(d, "decks", 8)
    _set_rule(d, "cut_card", 300)
    assert d.error is None, d.error
    d.accept()
    assert d.outcome() is not None
    loaded, warnings = st.load(path)
    assert warnings == []
    rules = loaded.effective_rules()
    assert {k: getattr(rules, k) for k in wanted} == wanted
    assert len(loaded.rules) == len(OPTIONS)  # every option differs from the profile's
    again = _dialog(qtbot, loaded)
    assert again.current() == loaded


def test_every_other_setting_is_saved_and_reloaded_through_the_dialog(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    d = _dialog(qtbot, Settings(), path=path)
    d.confirm = lambda text: True  # type: ignore[method-assign]
    _select(d.profile, PUERTO_RICO)  # brings the profile's defaults: Lucky Lucky PT1, USD, 5–500
    assert d.side_page.side_bet.currentData() == "lucky-lucky" and d.controls["currency"].widget.currentData() == "USD"
    _select(d.controls["currency"].widget, "CHF")
    d.min_bet.setText("25")
    d.max_bet.setText("5000")
    _set_rule(d, "decks", 8)
    _select(d.side_page.preset, "PT4")
    d.side_page.side_min.setText("2")
    d.side_page.side_max.setText("20.50")
    _select(d.controls["language"].widget, "es")
    _select(d.controls["speed"].widget, "fast")
    d.controls["starting_credit"].widget.setText("250.75")
    d.controls["sound.volume"].widget.setValue(15)
    d.controls["sound.mute"].widget.setChecked(True)
    d.controls["accessibility.four_colour"].widget.setChecked(True)
    d.controls["accessibility.high_contrast"].widget.setChecked(True)
    d.controls["kiosk_idle_seconds"].widget.setValue(300)
    d.controls["hints"].widget.setChecked(False)
    assert d.error is None, d.error
    d.accept()
    expected = Settings.for_profile(
        PUERTO_RICO,
        rules={"decks": 8},
        side_table="PT4",
        side_min=2 * SCALE,
        side_max=20_500,
        min_bet=25 * SCALE,
        max_bet=5000 * SCALE,
        currency="CHF",
        language="es",
        speed="fast",
        volume=15,
        mute=True,
        four_colour=True,
        high_contrast=True,
        kiosk_idle_seconds=300,
        starting_credit=250_750,
        hints=False,
    )
    assert st.load(path) == (expected, [])
    result = d.outcome()
    assert result is not None and result.settings == expected and result.ends_session
    assert _dialog(qtbot, expected).current() == expected


def test_custom_pay_table_is_edited_saved_and_reloaded(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    d = _dialog(qtbot, Settings(), path=path)
    d.confirm = lambda text: True  # type: ignore[method-assign]
    d.side_page.odds_spins["qh-pair"].setValue(150)
    assert d.side_page.preset.currentData() == CUSTOM  # editing a row makes it a custom table
    d.side_page.custom_name.setText("maison")
    d.side_page.pays.item(0, 0).setCheckState(Qt.CheckState.Unchecked)  # no qh-pair-dealer-bj row
    d.accept()
    loaded, _ = st.load(path)
    assert loaded.side_table == "maison"
    assert dict(loaded.side_pays or {}) == {"qh-pair": 150, "matched-20": 19, "suited-20": 9, "any-20": 4}
    again = _dialog(qtbot, loaded)
    assert again.side_page.preset.currentData() == CUSTOM and again.current() == loaded


def test_a_save_that_fails_keeps_the_dialog_open_and_loses_nothing(qtbot: Any, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("keep me")
    log: Log = []
    d = _dialog(qtbot, Settings(), path=blocker / "settings.toml", audit=lambda k, x: log.append((k, x)))
    _select(d.controls["speed"].widget, "slow")
    d.accept()
    assert d.outcome() is None
    assert "Not saved" in d.error_label.text() and "cannot write" in d.error_label.text()
    assert blocker.read_text() == "keep me"
    assert [k for k, _ in log] == ["director-open"]  # nothing journaled as changed


# ---------------------------------------------------------------------------------- when changes apply


def test_fr_ll_3_pay_table_change_is_refused_mid_round(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    log: Log = []
    d = _dialog(qtbot, Settings(), round_in_progress=True, path=path, audit=lambda k, x: log.append((k, x)))
    assert d.banner.isVisibleTo(d)
    assert not d.side_page.preset.isEnabled() and not d.ok_button.isEnabled() and not d.min_bet.isEnabled()
    _select(d.side_page.preset, "B")  # even if a widget were changed, nothing applies
    d.accept()
    assert d.outcome() is None
    assert "round is in progress" in d.error_label.text()
    assert not path.exists()
    assert [k for k, _ in log] == ["director-open", "settings-refused"]


def test_fr_ll_3_pay_table_change_ends_the_session_after_asking(qtbot: Any, tmp_path: Path) -> None:
    log: Log = []
    d = _dialog(qtbot, Settings(), path=tmp_path / "s.toml", audit=lambda k, x: log.append((k, x)))
    asked: list[str] = []
    d.confirm = lambda text: asked.append(text) or False  # type: ignore[method-assign, func-returns-value]
    _select(d.side_page.preset, "B")
    assert "ends the current session" in d.session_note.text()
    d.accept()
    assert d.outcome() is None and len(asked) == 1 and "[FR-LL-3]" in asked[0]
    d.confirm = lambda text: True  # type: ignore[method-assign]
    d.accept()
    result = d.outcome()
    assert result is not None and result.ends_session and result.settings.side_table == "B"
    assert ("setting-changed", {"field": "side_bet.table", "old": "A", "new": "B"}) in log
    assert any(k == "session-end" and x["old"] == "A" and x["new"] == "B" for k, x in log)
    # the placard now shows table B [FR-LL-3], in the arrêté's words at a French table
    rows = placard_lines(replace(result.settings, language="fr"))
    assert rows == list(PRESETS[LUCKY_LADIES]["B"].pays)
    assert [outcome_label(o, LUCKY_LADIES, "fr") for o, _n in rows] == [FRENCH_LABELS[o] for o, _n in rows]


def test_other_changes_keep_the_session_and_are_journaled_old_to_new(qtbot: Any, tmp_path: Path) -> None:
    log: Log = []
    d = _dialog(qtbot, Settings(), audit=lambda k, x: log.append((k, x)))
    d.confirm = lambda text: pytest.fail("no question expected")  # type: ignore[method-assign]
    _set_rule(d, "soft_17", "hit")
    _select(d.max_multiple, 200)
    d.accept()
    result = d.outcome()
    assert result is not None and not result.ends_session
    assert log == [
        ("director-open", {"round_in_progress": False}),
        ("setting-changed", {"field": "limits.max", "old": "1000", "new": "2000"}),
        ("setting-changed", {"field": "rules.soft_17", "old": "stand", "new": "hit"}),
    ]


# ---------------------------------------------------------------------------------- validation


def test_fr_lim_1_france_offers_only_the_three_maximums(qtbot: Any) -> None:
    d = _dialog(qtbot, Settings())
    assert d.max_multiple.isVisibleTo(d) and not d.max_bet.isVisibleTo(d)
    d.min_bet.setText("5")
    assert [d.max_multiple.itemText(i).split()[0] for i in range(3)] == ["250", "500", "1000"]
    _select(d.max_multiple, 50)
    assert d.current().max_bet == 250 * SCALE


def test_invalid_limits_are_refused_with_the_reason(qtbot: Any) -> None:
    d = _dialog(qtbot, Settings.for_profile(PUERTO_RICO))
    d.max_bet.setText("4")
    assert not d.ok_button.isEnabled()
    assert d.error is not None and d.error.field == "limits.max"
    assert "limits.max" in d.error_label.text() and "below the minimum" in d.error_label.text()
    assert d.max_bet.styleSheet() != ""
    d.max_bet.setText("500")
    assert d.ok_button.isEnabled() and d.error_label.text() == ""
    d.side_page.side_max.setText("30")
    assert d.error is not None and d.error.field == "side_bet.max" and "[PR-LL-3]" in d.error_label.text()
    d.side_page.side_max.setText("25")
    assert d.error is None
    assert "7.50" in d.side_page.side_cap.text()  # the lowered bonus maximum [PR-LL-3]
    d.min_bet.setText("")
    assert d.error is not None and d.error.field == "limits.min"


def test_pr_ll_1_impossible_combinations_are_refused_with_the_field(qtbot: Any) -> None:
    d = _dialog(qtbot, Settings.for_profile(PUERTO_RICO))
    _select(d.rule_widgets["shuffle"], "shoe")
    assert d.error is not None and d.error.field == "rules.shuffle"
    assert "[PR-LL-1]" in d.error_label.text() and not d.ok_button.isEnabled()


def test_a_pay_table_impossible_with_the_decks_is_refused(qtbot: Any) -> None:
    d = _dialog(qtbot, Settings())
    _set_rule(d, "decks", 1)
    assert d.error is not None and d.error.field.startswith("side_bet.pays.")
    assert "impossible with 1 deck" in d.error_label.text()
    assert d.side_page.edge_label.text() == "—"


def test_presets_are_marked_regulated_or_not(qtbot: Any) -> None:
    d = _dialog(qtbot, Settings.for_profile(PUERTO_RICO))
    texts = {d.side_page.preset.itemData(i): d.side_page.preset.itemText(i) for i in range(d.side_page.preset.count())}
    assert "(regulated" in texts["PT1"]
    for tid in ("PT2", "PT3", "PT4", "PT5", "PT6", "PT8"):
        assert "not in the regulation" in texts[tid]
    assert CUSTOM in texts


def test_profile_change_brings_the_profile_defaults_and_keeps_the_directors_own(qtbot: Any) -> None:
    d = _dialog(qtbot, Settings(language="fr", volume=10))
    for profile in PROFILES:
        _select(d.profile, profile)
        assert d.current() == Settings.for_profile(profile, language="fr", volume=10)


# ---------------------------------------------------------------------------------- house edge


def test_house_edge_shown_equals_the_odds_engine(qtbot: Any) -> None:
    from croupier.engine.math import odds

    d = _dialog(qtbot, Settings())
    for tid in ("A", "B"):
        _select(d.side_page.preset, tid)
        for decks in (2, 6, 8):
            _set_rule(d, "decks", decks)
            expected = odds.house_edge(PRESETS[LUCKY_LADIES][tid], decks)
            assert d.side_page.house_edge() == expected
            assert _edge(qtbot, d) == format_edge(expected)
    d.side_page.odds_spins["qh-pair"].setValue(300)  # updated live as the director edits
    edited = PRESETS[LUCKY_LADIES]["B"].pays
    table = replace(
        PRESETS[LUCKY_LADIES]["B"], id="custom", pays=tuple((o, 300 if o == "qh-pair" else n) for o, n in edited)
    )
    assert _edge(qtbot, d) == format_edge(odds.house_edge(table, 8))


def test_house_edge_figure_for_table_a_six_decks(qtbot: Any) -> None:
    d = _dialog(qtbot, Settings())
    assert _edge(qtbot, d) == "24.7089 %"  # SPEC §3.1, published figure


# ---------------------------------------------------------------------------------- balance


def test_reset_balance_from_the_dialog(qtbot: Any, tmp_path: Path) -> None:
    log: Log = []
    wallet = Wallet(tmp_path, 300 * SCALE, audit=lambda k, x: log.append((k, x)))
    wallet.set(12 * SCALE)
    d = _dialog(qtbot, Settings(), wallet=wallet)
    d.confirm = lambda text: True  # type: ignore[method-assign]
    d.reset_balance.click()
    assert Wallet(tmp_path).balance == 300 * SCALE
    assert ("balance-reset", {"old": "12", "new": "300"}) in log


def test_dialog_screenshot_renders(qtbot: Any, tmp_path: Path) -> None:
    d = _dialog(qtbot, Settings.for_profile(FRANCE))
    d.show()
    for i in range(d.tabs.count()):
        d.tabs.setCurrentIndex(i)
        image = d.grab()
        assert not image.isNull() and image.width() >= 600


# ---------------------------------------------------------------------------------- labels


def _combos(d: DirectorDialog) -> list[QComboBox]:
    return [c for c in d.findChildren(QComboBox) if c is not d.max_multiple and c is not d.side_page.preset]


def test_every_choice_in_the_dialog_has_a_label_not_its_file_value(qtbot: Any) -> None:
    for profile in PROFILES:
        d = _dialog(qtbot, Settings.for_profile(profile))
        for combo in _combos(d):
            for i in range(combo.count()):
                key, text = combo.itemData(i), combo.itemText(i)
                assert (text and text != key) or key in ("EUR", "USD", "CHF", "GBP"), (combo.objectName(), key)
        for key, option in OPTIONS.items():
            if option.kind == "choice":
                combo = d.rule_widgets[key]
                assert isinstance(combo, QComboBox)
                assert {combo.itemData(i) for i in range(combo.count())} == set(option.choices)


def test_every_choice_label_is_translated_in_french_and_spanish(qtbot: Any) -> None:
    from PySide6.QtCore import QCoreApplication

    from croupier.gui.director_labels import CHOICE_LABELS, CTX, FIELD_TEXTS, RULE_LABELS, SPEED_LABELS
    from croupier.gui.i18n import Languages

    langs = Languages()
    try:
        for lang in ("fr", "es"):
            langs.set_language(lang)
            words = {f"{key}.{part}": getattr(text, part) for key, text in FIELD_TEXTS.items()
                     for part in ("label", "heading", "special", "tip") if getattr(text, part)}  # fmt: skip
            for table in (CHOICE_LABELS, RULE_LABELS, SPEED_LABELS, words):
                for key, label in table.items():
                    done = QCoreApplication.translate(CTX, str(label))
                    same = {"Normal"}  # the same word in French and Spanish
                    assert done != label or label in same, (lang, key, label)
            d = _dialog(qtbot, Settings(rules={"surrender": "late-except-ace"}))
            combo = d.rule_widgets["surrender"]
            assert isinstance(combo, QComboBox) and "late-except-ace" not in combo.currentText()
    finally:
        langs.set_language("en")


# ---------------------------------------------------------------------------------- the table kept


def test_applying_settings_keeps_the_players_speed_discard_tray_and_last_win(qtbot: Any, tmp_path: Path) -> None:
    from tests.gui.test_wiring import make_host, play_round

    host = make_host(qtbot, tmp_path)
    for _ in range(3):
        play_round(host)
    c = host.controller
    discarded = host.scene.discard.count
    assert discarded > 0
    c.last_win = 40 * SCALE  # the read-out of the last round's win
    c.animator.speed = "slow"  # the player's own choice (the SPEED button)
    host.apply_settings(replace(host.settings, min_bet=20 * SCALE, max_bet=2000 * SCALE), False)
    n = host.controller
    assert n is not c and n.session.config.min_bet == 20 * SCALE  # a new felt for the new limits
    assert n.animator.speed == "slow"
    assert host.scene.discard.count == discarded
    assert n.last_win == 40 * SCALE and host.scene.hud.values["win"] == "+" + n.money(n.session.config, 40 * SCALE)
    # the director changes the speed: his choice wins; he turns the hints off
    host.apply_settings(replace(host.settings, speed="fast", hints=False), False)
    assert host.controller.animator.speed == "fast" and host.controller.hints is False
    # a new shoe (new rules) starts with an empty discard tray
    host.apply_settings(replace(host.settings, rules={"decks": 8}), False)
    assert host.scene.discard.count == 0


# ---------------------------------------------------------------------------------- derived from the schema

#: the dialog's page of each group of the settings schema
GROUP_PAGES = {"table": "Table", "side": "Side bet", "hyper": "Side bet", "kiosk": "Kiosk and access",
               "virtual": "Computer players"}  # fmt: skip


def _page_of(d: DirectorDialog, w: QWidget) -> str:
    titles = [d.tabs.tabText(i) for i in range(d.tabs.count()) if d.tabs.widget(i).isAncestorOf(w)]
    assert len(titles) == 1, titles
    return titles[0]


def test_every_schema_field_has_a_control_on_its_groups_page(qtbot: Any) -> None:
    d = _dialog(qtbot, Settings(hyper=True))
    assert list(d.controls) == [key.key for _n, key in DECLARED]
    for _name, key in KEYS:
        widgets = [d.rule_widgets[o] for o in OPTIONS] if key.key == "rules" else [d._field_widget(key.key)]
        for w in widgets:
            assert w is not None, key.key
            page = _page_of(d, w)
            assert page in (GROUP_PAGES[key.group], "Rules"), (key.key, page)
    for key, control in d.controls.items():
        w, spec = control.widget, control.key
        if spec.kind == "bool":
            assert isinstance(w, QCheckBox), key
        elif spec.kind == "choice":
            assert isinstance(w, QComboBox) and [w.itemData(i) for i in range(w.count())] == list(spec.choices)
        elif spec.kind == "int":
            assert isinstance(w, QSpinBox) and (w.minimum(), w.maximum()) == (spec.low, spec.high), key
        else:
            assert spec.kind == "amount" and isinstance(w, QLineEdit), key


def _other(key: Key, value: object) -> object:
    """Another value the setting takes, within its bounds."""
    if key.kind == "bool":
        return not value
    if key.kind == "choice":
        return next(c for c in key.choices if c != value)
    assert isinstance(value, int)
    if key.kind == "amount":
        return value + SCALE
    return key.high if value != key.high else key.low


def _edit(w: QWidget, key: Key, value: object) -> None:
    """Change a control as the director would."""
    if isinstance(w, QCheckBox):
        w.setChecked(bool(value))
    elif isinstance(w, QComboBox):
        _select(w, value)
    elif isinstance(w, QSpinBox):
        assert isinstance(value, int)
        w.setValue(value)
    else:
        assert isinstance(w, QLineEdit) and isinstance(value, int)
        w.setText(format_amount(value))


@pytest.mark.parametrize(("name", "key"), DECLARED, ids=[k.key for _n, k in DECLARED])
def test_a_changed_control_round_trips_into_the_saved_settings(qtbot: Any, tmp_path: Path, name: str, key: Key) -> None:
    base = Settings(hyper=True)  # hyper black jack offered: its limits are edited too
    path = tmp_path / "settings.toml"
    d = _dialog(qtbot, base, path=path)
    new = _other(key, getattr(base, name))
    _edit(d.controls[key.key].widget, key, new)
    assert d.error is None, d.error
    d.accept()
    loaded, warnings = st.load(path)
    assert warnings == [] and getattr(loaded, name) == new
    assert loaded == replace(base, **{name: new}).normalised()
    assert _dialog(qtbot, loaded).current() == loaded  # and it shows again as saved


def test_every_declared_setting_and_each_of_its_choices_is_worded() -> None:
    from croupier.gui.director_fields import choice_text
    from croupier.gui.director_labels import FIELD_TEXTS

    assert set(FIELD_TEXTS) == {key.key for _n, key in DECLARED}  # none missing, none left over
    for _n, key in DECLARED:
        assert FIELD_TEXTS[key.key].label, key.key
        for choice in key.choices:
            assert choice_text(key.key, choice) not in ("", choice) or key.key == "currency", (key.key, choice)


def test_applying_settings_keeps_the_last_bets_for_repeat(qtbot: Any, tmp_path: Path) -> None:
    """A new felt (new limits, a new pay table ending the session [FR-LL-3]) repeats the last bets;
    the new limits are checked when they are placed."""
    from tests.gui.test_wiring import make_host, play_round

    host = make_host(qtbot, tmp_path)
    play_round(host, box=3, clicks=2)
    bets = dict(host.session.last_bets)
    assert bets == {3: (2 * host.session.config.min_bet, 0)}
    host.apply_settings(replace(host.settings, side_table="B"), True)  # a new pay table: a new session
    n = host.controller
    assert n.session.last_bets == bets and host.scene.buttons["repeat"].looks_enabled
    assert n.repeat()
    assert {k: (b.bet, b.side) for k, b in n.session.round.boxes.items()} == bets
    assert n.clear_bets()
    host.apply_settings(replace(host.settings, min_bet=50 * SCALE, max_bet=5000 * SCALE), False)
    n = host.controller
    refused: list[str] = []
    n.refused.connect(refused.append)
    assert not n.repeat()  # €20 under the new minimum of €50: said, nothing placed
    assert n.session.round.boxes == {} and refused and "50" in refused[-1]
