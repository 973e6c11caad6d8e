"""The settings file: round trips, every invalid field reported with its line, bad files set aside,
atomic saves that lose nothing, the croupier config check command, and the placard's data."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import pytest

from croupier.engine.cli.main import main as cli_main
from croupier.engine.core.errors import ConfigError
from croupier.engine.core.money import SCALE
from croupier.engine.core.paths import SaveError
from croupier.engine.core.paytables import FRENCH_LABELS, LUCKY_LADIES, LUCKY_LUCKY, OUTCOMES, PRESETS, SPANISH_LABELS
from croupier.engine.core.rules import FRANCE, OPTIONS, PROFILES, PUERTO_RICO
from croupier.engine.store import settings as st
from croupier.engine.store.placard import placard, placard_lines, regulation_label
from croupier.engine.store.settings import SettingsError
from croupier.engine.store.settings_data import Settings, diff


def _option_values(key: str) -> list[object]:
    o = OPTIONS[key]
    if o.kind == "bool":
        return [True, False]
    if o.kind == "choice":
        return list(o.choices)
    mid = (o.low + o.high) // 2
    return sorted({o.low, mid, o.high})


def _settings_with(key: str, value: object) -> Settings:
    """A valid table with one option set (no side bet and 8 decks, so no other rule gets in the way)."""
    rules: dict[str, object] = {key: value}
    if key == "cut_card":
        rules["decks"] = 8
        rules["burn"] = 0
    return Settings(side_bet="none", rules=rules)


def _saved_and_loaded(tmp_path: Path, s: Settings) -> Settings:
    path = tmp_path / "settings.toml"
    st.save(path, s)
    loaded, warnings = st.load(path)
    assert warnings == []
    return loaded


# ---------------------------------------------------------------------------------- round trips


def test_defaults_round_trip_for_each_profile(tmp_path: Path) -> None:
    for profile in PROFILES:
        s = Settings.for_profile(profile)
        assert _saved_and_loaded(tmp_path, s) == s
        assert s.table_config().profile == profile


@pytest.mark.parametrize("key", list(OPTIONS))
def test_every_rule_option_and_value_round_trips(tmp_path: Path, key: str) -> None:
    for value in _option_values(key):
        s = _settings_with(key, value)
        loaded = _saved_and_loaded(tmp_path, s)
        assert getattr(loaded.effective_rules(), key) == value
        assert loaded == s.normalised()
        assert loaded.table_config().rules == s.table_config().rules


def test_every_director_setting_round_trips(tmp_path: Path) -> None:
    s = Settings.for_profile(
        PUERTO_RICO,
        rules={"decks": 8, "soft_17": "hit", "surrender": "late", "max_boxes_per_player": 3},
        side_table="PT4",
        side_min=2 * SCALE,
        side_max=20 * SCALE,
        min_bet=25 * SCALE,
        max_bet=2500 * SCALE,
        currency="CHF",
        language="es",
        speed="instant",
        volume=35,
        mute=True,
        four_colour=True,
        high_contrast=True,
        kiosk_idle_seconds=0,
        starting_credit=12345 * SCALE // 10,
    )
    loaded = _saved_and_loaded(tmp_path, s)
    assert loaded == s
    assert diff(s, loaded) == []


@pytest.mark.parametrize(("game", "table_id"), [(g, t) for g in PRESETS for t in PRESETS[g]])
def test_fr_ll_3_every_preset_pay_table_round_trips(tmp_path: Path, game: str, table_id: str) -> None:
    profile = FRANCE if game == LUCKY_LADIES else PUERTO_RICO
    base = Settings.for_profile(profile)
    s = replace(base, side_bet=game, side_table=table_id, side_min=1 * SCALE, side_max=5 * SCALE)
    if table_id == "PT2":
        s = replace(s, profile=FRANCE, rules={"decks": 2}, min_bet=10 * SCALE, max_bet=1000 * SCALE, currency="EUR")
    loaded = _saved_and_loaded(tmp_path, s)
    assert loaded == s.normalised()
    assert loaded.table_config().side.table == PRESETS[game][table_id]


def test_custom_pay_table_round_trips(tmp_path: Path) -> None:
    pays = {"qh-pair-dealer-bj": 500, "qh-pair": 100, "matched-20": 20, "suited-20": 8, "any-20": 3}
    s = Settings(side_table="house", side_pays=pays)
    loaded = _saved_and_loaded(tmp_path, s)
    assert loaded == s
    assert dict(loaded.table_config().side.table.pays) == pays  # type: ignore[union-attr]


def test_no_side_bet_round_trips(tmp_path: Path) -> None:
    s = Settings(side_bet="none")
    loaded = _saved_and_loaded(tmp_path, s)
    assert loaded.side_bet == "none"
    assert loaded.table_config().side.game == "none"


def test_a_partial_file_takes_the_profile_defaults(tmp_path: Path) -> None:
    path = tmp_path / "s.toml"
    path.write_text('schema = 1\nprofile = "puerto-rico"\n[rules]\ndecks = 8\n')
    loaded, warnings = st.load(path)
    assert warnings == []
    assert loaded == Settings.for_profile(PUERTO_RICO, rules={"decks": 8})


def test_the_written_file_names_every_field_and_the_schema() -> None:
    text = st.to_toml(Settings(rules={"decks": 4}))
    assert text.splitlines()[1] == "schema = 1"
    for needle in ("[limits]", "[side_bet]", "[rules]", "decks = 4", "[sound]", "[accessibility]"):
        assert needle in text


# ---------------------------------------------------------------------------------- invalid fields

GOOD = st.to_toml(Settings())

#: (replace this line of the default file, with this, expected field)
INVALID = [
    ("schema = 1", "schema = 2", "schema"),
    ("schema = 1", 'schema = "one"', "schema"),
    ("schema = 1", "", "schema"),
    ('profile = "france"', 'profile = "monaco"', "profile"),
    ('currency = "EUR"', 'currency = "XYZ"', "currency"),
    ('currency = "EUR"', "currency = 3", "currency"),
    ('language = "en"', 'language = "de"', "language"),
    ('speed = "normal"', 'speed = "warp"', "speed"),
    ('starting_credit = "1000"', 'starting_credit = "-5"', "starting_credit"),
    ('starting_credit = "1000"', "starting_credit = 10.5", "starting_credit"),
    ("kiosk_idle_seconds = 120", "kiosk_idle_seconds = -1", "kiosk_idle_seconds"),
    ("kiosk_idle_seconds = 120", "kiosk_idle_seconds = true", "kiosk_idle_seconds"),
    ('min = "10"', 'min = "0"', "limits.min"),
    ('min = "10"', 'min = "10.001"', "limits.min"),
    ('max = "1000"', 'max = "999"', "limits.max"),  # [FR-LIM-1]
    ('name = "lucky-ladies"', 'name = "blackjack-plus"', "side_bet.name"),
    ('table = "A"', 'table = "Z"', "side_bet.table"),
    ('table = "A"', "table = 4", "side_bet.table"),
    ('min = "1"', 'min = "abc"', "side_bet.min"),
    ('max = "100"', 'max = "0.50"', "side_bet.max"),
    ("volume = 80", "volume = 101", "sound.volume"),
    ("mute = false", 'mute = "no"', "sound.mute"),
    ("four_colour = false", "four_colour = 1", "accessibility.four_colour"),
    ("high_contrast = false", "high_contrast = []", "accessibility.high_contrast"),
    ("[rules]", "[rules]\ndecks = 9", "rules.decks"),
    ("[rules]", '[rules]\nsoft_17 = "maybe"', "rules.soft_17"),
    ("[rules]", '[rules]\ninsurance = "yes please"', "rules.insurance"),
    ("[rules]", "[rules]\nno_such_rule = 1", "rules.no_such_rule"),
    ("[rules]", "[rules]\ndecks = 1", "side_bet.pays.qh-pair-dealer-bj"),  # table A needs 2 decks
    ("[rules]", "[rules]\ndecks = 1\ncut_card = 100", "rules.cut_card"),
    ("[sound]", "[sound]\nloud = true", "sound.loud"),
    ("schema = 1", "schema = 1\ncolour = 3", "colour"),
    ('[limits]\nmin = "10"\nmax = "1000"', "[sound2]\nlimits = 5", "sound2"),
    ('120\n\n[limits]\nmin = "10"\nmax = "1000"', "120\nlimits = 5", "limits"),
]


@pytest.mark.parametrize(("old", "new", "field"), INVALID, ids=[f"{f}:{n[:20]}" for _, n, f in INVALID])
def test_every_invalid_field_is_reported_with_its_line_and_set_aside(
    tmp_path: Path, old: str, new: str, field: str
) -> None:
    text = GOOD.replace(old, new, 1)
    assert text != GOOD
    path = tmp_path / "settings.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SettingsError) as info:
        st.parse(text.encode())
    err = info.value
    assert err.field == field
    assert err.line >= 1
    line = text.splitlines()[err.line - 1]
    if field not in ("schema",) and not field.startswith("side_bet.pays"):
        assert field.rsplit(".", 1)[-1] in line, (field, line)
    loaded, warnings = st.load(path)
    assert loaded == Settings()
    assert warnings[0].startswith(f"{path}:{err.line}: {field}: ")
    assert not path.exists()
    assert (tmp_path / "settings.toml.bad").read_text(encoding="utf-8") == text  # nothing lost


def test_custom_table_invalid_rows_name_the_outcome(tmp_path: Path) -> None:
    text = GOOD.replace('table = "A"', 'table = "house"') + "\n[side_bet.pays]\nqh-pair = 100\nany-20 = 0\n"
    with pytest.raises(SettingsError) as info:
        st.parse(text.encode())
    assert info.value.field == "side_bet.pays.any-20"
    assert text.splitlines()[info.value.line - 1] == "any-20 = 0"
    text2 = text.replace("any-20 = 0", "royal-flush = 50")
    with pytest.raises(SettingsError) as info2:
        st.parse(text2.encode())
    assert info2.value.field == "side_bet.pays.royal-flush"


def test_a_custom_table_may_not_pose_as_a_preset() -> None:
    with pytest.raises(ConfigError) as info:
        Settings(side_table="A", side_pays={"qh-pair": 1000}).validate()
    assert info.value.field == "side_bet.table"


def test_pr_ll_1_lucky_lucky_needs_a_continuous_shuffler() -> None:
    with pytest.raises(ConfigError) as info:
        Settings.for_profile(PUERTO_RICO, rules={"shuffle": "shoe"}).validate()
    assert info.value.field == "rules.shuffle"


# ---------------------------------------------------------------------------------- damaged files


def test_truncated_files_are_reported_or_valid_never_lost(tmp_path: Path) -> None:
    full = st.to_toml(Settings(side_table="house", side_pays={"qh-pair": 100, "any-20": 5})).encode()
    path = tmp_path / "settings.toml"
    reported = 0
    for n in range(len(full)):
        for old in tmp_path.iterdir():
            old.unlink()
        path.write_bytes(full[:n])
        loaded, warnings = st.load(path)
        if warnings:
            reported += 1
            assert loaded == Settings()
            assert (tmp_path / "settings.toml.bad").read_bytes() == full[:n]
        else:
            loaded.validate()
            assert path.read_bytes() == full[:n]
    assert reported > len(full) // 2


def test_binary_file_is_reported_and_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    blob = bytes(range(256)) * 4
    path.write_bytes(blob)
    loaded, warnings = st.load(path)
    assert loaded == Settings()
    assert warnings[0].startswith(f"{path}:2: file: not UTF-8 text (byte 128)")  # after the byte 10
    assert (tmp_path / "settings.toml.bad").read_bytes() == blob
    nul = b"schema = 1\n\x00\x01"
    path.write_bytes(nul)
    _, warnings = st.load(path)
    assert warnings[0].startswith(f"{path}:2: syntax:")
    assert (tmp_path / "settings.toml.bad.1").read_bytes() == nul


def test_bad_files_are_never_overwritten_each_gets_its_own_name(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    for i in range(3):
        path.write_text(f"garbage {i} = = =")
        st.load(path)
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["settings.toml.bad", "settings.toml.bad.1", "settings.toml.bad.2"]
    assert (tmp_path / "settings.toml.bad.2").read_text() == "garbage 2 = = ="


def test_save_sets_a_bad_file_aside_before_writing(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text("hand = written [")
    st.save(path, Settings())
    assert (tmp_path / "settings.toml.bad").read_text() == "hand = written ["
    assert st.load(path) == (Settings(), [])


def test_missing_file_is_a_first_start_not_an_error(tmp_path: Path) -> None:
    defaults = Settings.for_profile(PUERTO_RICO)
    assert st.load(tmp_path / "none.toml", defaults) == (defaults, [])


# ---------------------------------------------------------------------------------- saving


def test_save_refuses_invalid_settings_and_keeps_the_file(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    st.save(path, Settings())
    before = path.read_bytes()
    with pytest.raises(ConfigError) as info:
        st.save(path, Settings(max_bet=999 * SCALE))
    assert info.value.field == "limits.max"
    assert path.read_bytes() == before


def test_save_into_an_unwritable_folder_is_a_clear_error_and_loses_nothing(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be")
    with pytest.raises(SaveError, match="cannot write"):
        st.save(blocker / "settings.toml", Settings())
    assert blocker.read_text() == "a file where the folder should be"


def test_save_when_replace_is_refused_keeps_the_old_file_and_leaves_no_temp(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "settings.toml"
    st.save(path, Settings())
    before = path.read_bytes()

    def refuse(src: str, dst: str) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(SaveError, match="Permission denied"):
        st.save(path, Settings(language="fr"))
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["settings.toml"]


def test_load_of_an_unreadable_path_uses_defaults_and_says_why(tmp_path: Path) -> None:
    folder = tmp_path / "folder.toml"
    folder.mkdir()
    loaded, warnings = st.load(folder)
    assert loaded == Settings()
    assert "cannot read" in warnings[0]
    assert folder.is_dir()


# ---------------------------------------------------------------------------------- audit diff


def test_diff_names_each_changed_field_old_and_new() -> None:
    old = Settings()
    new = replace(old, max_bet=2000 * SCALE, rules={"soft_17": "hit"}, side_table="B")
    assert diff(old, new) == [
        ("limits.max", "1000", "2000"),
        ("side_bet.table", "A", "B"),
        ("rules.soft_17", "stand", "hit"),
    ]
    assert old.pay_table_key() != new.pay_table_key()
    assert old.pay_table_key() == replace(old, max_bet=500 * SCALE).pay_table_key()


# ---------------------------------------------------------------------------------- placard


def test_fr_ll_3_placard_names_its_rows_by_key_and_the_regulation_words_them_in_french() -> None:
    s = Settings(language="fr", side_table="B")
    assert placard_lines(s) == list(PRESETS[LUCKY_LADIES]["B"].pays)
    p = placard(s)
    assert (p.side_min, p.side_max, p.min_bet, p.max_bet, p.currency) == (1000, 100000, 10000, 1000000, "EUR")
    assert p.regulated and p.table_id == "B" and p.game == LUCKY_LADIES and p.language == "fr"
    assert [regulation_label(p.game, o, p.language) for o, _n in p.rows] == [
        FRENCH_LABELS[o] for o, _n in PRESETS[LUCKY_LADIES]["B"].pays
    ]


def test_pr_ll_6_the_regulation_words_the_rows_in_spanish_and_only_in_its_language() -> None:
    s = Settings.for_profile(PUERTO_RICO, language="es")
    rows = placard(s).rows
    assert [o for o, _n in rows] == list(OUTCOMES[LUCKY_LUCKY])
    assert [regulation_label(LUCKY_LUCKY, o, "es") for o, _n in rows] == [SPANISH_LABELS[o] for o, _n in rows]
    assert regulation_label(LUCKY_LUCKY, "21", "fr") is None  # another language: the table words the key
    assert regulation_label(LUCKY_LADIES, "qh-pair", "es") is None


def test_pr_ll_3_placard_shows_the_lowered_bonus_maximum() -> None:
    p = placard(Settings.for_profile(PUERTO_RICO))
    assert p.side_max == 7500  # table max 500, top odds 200: 7.50


def test_placard_with_no_side_bet_is_empty() -> None:
    assert placard_lines(Settings(side_bet="none")) == []
    assert placard(Settings(side_bet="none")).rows == ()


# ---------------------------------------------------------------------------------- the command


def test_config_check_ok_and_bad(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = tmp_path / "kiosk.toml"
    st.save(good, Settings.for_profile(PUERTO_RICO))
    assert cli_main(["config", "check", str(good)]) == 0
    assert capsys.readouterr().out == f"{good}: ok\n"
    bad = tmp_path / "bad.toml"
    bad.write_text(GOOD.replace('max = "1000"', 'max = "1500"'))
    assert cli_main(["config", "check", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{bad}:12: limits.max: [FR-LIM-1]")
    assert bad.exists()  # check never moves the file
    assert cli_main(["config", "check", str(tmp_path / "missing.toml")]) == 2


def test_config_defaults_prints_a_valid_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["config", "defaults", "--profile", "puerto-rico"]) == 0
    out = capsys.readouterr().out
    assert st.parse(out.encode()) == Settings.for_profile(PUERTO_RICO)
