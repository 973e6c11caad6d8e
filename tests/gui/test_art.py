"""Card and chip art: every face paints, faces differ, caches hold, sizes honour the ratio and the DPR."""

from __future__ import annotations

import hashlib

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from croupier.gui.art import cards, chips
from croupier.gui.art.cards import CARD_RATIO, all_codes, card_image, card_pixmap, paint_card
from croupier.gui.art.chips import DENOMINATIONS, chip_colours, chip_image, chip_label, chip_pixmap

WIDTH = 60


def _digest(img: QImage) -> str:
    img = img.convertToFormat(QImage.Format.Format_ARGB32)
    return hashlib.sha1(bytes(img.constBits())).hexdigest()


def _ink_pixels(img: QImage) -> int:
    """Pixels that are neither transparent nor near-white: the drawing on the card."""
    img = img.convertToFormat(QImage.Format.Format_ARGB32)
    n = 0
    for y in range(0, img.height(), 2):
        for x in range(0, img.width(), 2):
            c = img.pixelColor(x, y)
            if c.alpha() > 200 and min(c.red(), c.green(), c.blue()) < 200:
                n += 1
    return n


@pytest.fixture(scope="module")
def faces(qapp: object) -> dict[str | None, QImage]:
    return {c: card_image(c, WIDTH) for c in [*all_codes(), None]}


def test_every_card_and_back_paints_something(faces: dict[str | None, QImage]) -> None:
    assert len(faces) == 53
    for code, img in faces.items():
        assert _ink_pixels(img) > 20, code


def test_distinct_cards_render_differently(faces: dict[str | None, QImage]) -> None:
    digests = {_digest(img) for img in faces.values()}
    assert len(digests) == 53


def test_red_and_blue_backs_differ(qapp: object) -> None:
    red = card_image(None, WIDTH, back="red")
    blue = card_image(None, WIDTH, back="blue")
    assert _digest(red) != _digest(blue)
    # The blue back is bluer than it is red at its centre.
    c = blue.pixelColor(WIDTH // 2 - 12, round(WIDTH * CARD_RATIO) // 2 - 20)
    assert c.blue() > c.red()


def test_corners_are_rounded_and_transparent(faces: dict[str | None, QImage]) -> None:
    img = faces["QH"]
    assert img.pixelColor(0, 0).alpha() < 8
    assert img.pixelColor(img.width() - 1, img.height() - 1).alpha() < 8
    assert img.pixelColor(img.width() // 2, 2).alpha() == 255


def test_card_pixmap_is_cached_per_key(qapp: object) -> None:
    cards.clear_cache()
    a = card_pixmap("QH", 80)
    assert card_pixmap("QH", 80) is a
    assert card_pixmap("qh", 80) is a
    assert card_pixmap("QH", 81) is not a
    assert card_pixmap("QH", 80, four_colour=True) is not a
    assert card_pixmap(None, 80) is card_pixmap(None, 80)
    assert card_pixmap(None, 80, back="blue") is not card_pixmap(None, 80)


@pytest.mark.parametrize(("width", "dpr"), [(50, 1.0), (100, 1.0), (100, 2.0), (73, 1.5)])
def test_card_pixmap_honours_ratio_and_dpr(qapp: object, width: int, dpr: float) -> None:
    pm = card_pixmap("7C", width, dpr=dpr)
    assert pm.devicePixelRatio() == dpr
    assert pm.width() == round(width * dpr)
    assert pm.height() == round(round(width * CARD_RATIO) * dpr)
    assert abs(pm.height() / pm.width() - CARD_RATIO) < 0.03


def test_paint_card_scales_into_any_rect(qapp: object) -> None:
    """Painting into a larger rect draws the same card, only bigger (vector, not a stretched bitmap)."""
    img = QImage(500, 700, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    paint_card(p, QRectF(0, 0, 500, 700), "AS")
    p.end()
    assert _ink_pixels(img) > 16 * _ink_pixels(card_image("AS", 125)) * 0.8 / 4


@pytest.mark.parametrize("code", ["QH", "7D", "AC", "KS", "TD"])
def test_high_contrast_changes_the_face(qapp: object, code: str) -> None:
    assert _digest(card_image(code, WIDTH)) != _digest(card_image(code, WIDTH, high_contrast=True))


@pytest.mark.parametrize("code", ["7D", "AC", "JC", "QD"])
def test_four_colour_changes_diamonds_and_clubs(qapp: object, code: str) -> None:
    assert _digest(card_image(code, WIDTH)) != _digest(card_image(code, WIDTH, four_colour=True))


@pytest.mark.parametrize("code", ["7S", "9H"])
def test_four_colour_keeps_spades_and_hearts(qapp: object, code: str) -> None:
    assert _digest(card_image(code, WIDTH)) == _digest(card_image(code, WIDTH, four_colour=True))


def test_four_colour_diamonds_are_blue(qapp: object) -> None:
    img = card_image("AD", 100, four_colour=True)
    c = img.pixelColor(50, 70)
    assert c.blue() > 150 and c.red() < 80


def test_bad_code_is_refused(qapp: object) -> None:
    with pytest.raises(ValueError):
        card_pixmap("1X", 50)


def test_denominations_are_mills_and_colours_are_distinct(qapp: object) -> None:
    for v in (1_000, 5_000, 25_000, 100_000, 500_000, 1_000_000):
        assert v in DENOMINATIONS
    mains = {chip_colours(v)[0].name() for v in DENOMINATIONS}
    assert len(mains) == len(DENOMINATIONS)
    assert chip_colours(5_000)[0].red() > 150
    assert chip_colours(25_000)[0].green() > chip_colours(25_000)[0].red()
    assert chip_colours(100_000)[0].lightness() < 50
    assert chip_colours(1_000)[0].lightness() > 200


def test_chip_labels() -> None:
    assert [chip_label(v) for v in (500, 1_000, 2_500, 5_000, 25_000, 100_000, 1_000_000)] == [
        "½",
        "1",
        "2½",
        "5",
        "25",
        "100",
        "1000",
    ]
    assert chip_label(10_000_000) == "10K"


def test_chips_paint_and_differ(qapp: object) -> None:
    digests = set()
    for v in DENOMINATIONS:
        img = chip_image(v, 48)
        assert img.pixelColor(0, 0).alpha() < 8
        assert img.pixelColor(24, 24).alpha() == 255
        digests.add(_digest(img))
    assert len(digests) == len(DENOMINATIONS)
    assert _digest(chip_image(5_000, 48, label="V")) != _digest(chip_image(5_000, 48))


def test_chip_pixmap_is_cached_and_honours_dpr(qapp: object) -> None:
    chips.clear_cache()
    a = chip_pixmap(25_000, 40, 2.0)
    assert chip_pixmap(25_000, 40, 2.0) is a
    assert chip_pixmap(25_000, 40) is not a
    assert (a.width(), a.height(), a.devicePixelRatio()) == (80, 80, 2.0)


def test_red_chip_is_red_in_the_edge(qapp: object) -> None:
    img = chip_image(5_000, 100)
    c = img.pixelColor(50, 6)  # top of the rim, between two inserts
    assert c.red() > 120 and c.green() < 80
    assert isinstance(c, QColor)


def test_the_felts_card_ratio_is_the_card_arts() -> None:
    from croupier.gui import artwork

    assert artwork.CARD_RATIO == CARD_RATIO
