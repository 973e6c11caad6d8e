"""The pay-table placard: the director's chosen table, legibly on the felt, with the side-bet
minimum and maximum and the table limits [FR-LL-3, PR-LL-3, FR-LIM-1].

Each row reads in the regulation's own words when the player's language is the regulation's (Lucky
Ladies in French [FR-LL-3], Lucky Lucky in Spanish [PR-LL-6]), else in the player's language; amounts
keep the table's currency.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen

from croupier.engine.core.money import Money
from croupier.engine.core.paytables import LUCKY_LADIES
from croupier.engine.core.table import TableConfig

from . import layout
from .i18n import format_money, odds_text, outcome_label, table_locale
from .items import GOLD, font, narrow


def side_name(game: str) -> str:
    """The side bet's name as printed on its spots."""
    if game == LUCKY_LADIES:
        return QCoreApplication.translate("Felt", "LUCKY LADIES")
    return QCoreApplication.translate("Felt", "LUCKY LUCKY")


def rows(config: TableConfig) -> list[tuple[str, str]]:
    """The placard's rows: (outcome label, "N to 1"), best first."""
    table = config.side.table
    if table is None:
        return []
    out = []
    for outcome, odds in table.pays:
        label = outcome_label(outcome, config.side.game)
        out.append((label, odds_text(odds, table_locale(config.profile))))
    return out


def table_money(config: TableConfig, amount: Money) -> str:
    """An amount in the table's currency, written the player's language's way in the table's country
    (``1 000 €`` in French, ``$1,000`` in Spanish at a Puerto Rico table)."""
    return format_money(amount, config.currency, table_locale(config.profile))


def limits_lines(config: TableConfig) -> list[str]:
    """The side-bet minimum and maximum and the table limits, as printed."""
    out = []
    if config.side.table is not None:
        out.append(
            QCoreApplication.translate("Placard", "Side bet: min %1 · max %2")
            .replace("%1", table_money(config, config.side.min))
            .replace("%2", table_money(config, config.side_max_effective))
        )
    if config.hyper.offered:  # its limits apply to the stake on each case [FR-HBJ-3]
        out.append(
            QCoreApplication.translate("Placard", "Hyper black jack: min %1 · max %2")
            .replace("%1", table_money(config, config.hyper.min))
            .replace("%2", table_money(config, config.hyper.max))
        )
    out.append(
        QCoreApplication.translate("Placard", "Table: min %1 · max %2")
        .replace("%1", table_money(config, config.min_bet))
        .replace("%2", table_money(config, config.max_bet))
    )
    return out


ROW_GAP = 8.0  #: between a row's label and its odds
ROW_PX = 18.0  #: the pay rows' text: 12 px tall or more at 1280 × 720
ROW_SPACE = 3.0  #: between two pay rows


LIMIT_LINE = 25.0  #: one line of the placard's limits


def row_area(rect: QRectF, limits: int = 2) -> QRectF:
    """Where a placard painted into ``rect`` lists its pay rows: under the side bet's name and the pay
    table's id, above its ``limits`` lines of limits."""
    top = rect.top() + 12 + 32 + 26
    return QRectF(rect.left() + 18, top, rect.width() - 36, rect.bottom() - 16 - LIMIT_LINE * limits - top)


def placard_height(config: TableConfig, width: float) -> float:
    """The height a placard ``width`` wide needs for its name, its pay rows (wrapped as
    :func:`row_lines` wraps them) and its limits (the inverse of :func:`row_area`)."""
    lines = rows(config)
    probe = row_area(QRectF(0, 0, width, 1000), len(limits_lines(config)))
    return 1000 - probe.height() + rows_height(lines, probe.width())


def wrap(text: str, f: QFont, width: float) -> list[str]:
    """``text`` broken between words into lines no wider than ``width`` (a word longer than the
    width stands alone on its line)."""
    metrics = QFontMetricsF(f)
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}" if line else word
        if line and metrics.horizontalAdvance(trial) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines or [""]


def row_fonts(lines: list[tuple[str, str]], width: float, height: float) -> tuple[QFont, QFont, float, float]:
    """The pay rows' label and odds fonts, line height and odds column width for a placard ``width``
    wide with ``height`` for its rows: the odds column as wide as its widest text ("1 000 pour 1");
    a label too long for the room beside it goes on two lines. The text is printed on the felt at
    :data:`ROW_PX`, never smaller."""
    label = font(ROW_PX, bold=False, scaled=False)
    odds = font(ROW_PX, scaled=False)
    odds_w = max((QFontMetricsF(odds).horizontalAdvance(o) for _t, o in lines), default=0.0) + 2
    line_h = QFontMetricsF(label).height()
    return label, odds, line_h, odds_w


def row_lines(lines: list[tuple[str, str]], width: float) -> list[list[str]]:
    """Each row's label as the placard prints it, wrapped beside the odds column."""
    label, _odds, _h, odds_w = row_fonts(lines, width, 0.0)
    return [wrap(text, label, width - odds_w - ROW_GAP) for text, _o in lines]


def rows_height(lines: list[tuple[str, str]], width: float) -> float:
    """The height the pay rows take."""
    _l, _o, line_h, _w = row_fonts(lines, width, 0.0)
    wrapped = row_lines(lines, width)
    return sum(len(w) for w in wrapped) * line_h + ROW_SPACE * max(0, len(wrapped) - 1)


def sign_shape(rect: QRectF, radius: float, cut: QRectF | None = None) -> QPainterPath:
    """A sign's rounded rectangle, less the corner ``cut`` (its own inner corner rounded too)."""
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    if cut is None or cut.isEmpty():
        return path
    hole = QPainterPath()
    # past the sign's edges that the cut meets (its bottom, and its right or its left), so that only
    # the cut's inner corner is rounded
    if cut.right() >= rect.right() - 0.5:
        hole.addRoundedRect(cut.adjusted(0, 0, 2 * radius, 2 * radius), radius, radius)
    else:
        hole.addRoundedRect(cut.adjusted(-2 * radius, 0, 0, 2 * radius), radius, radius)
    return path.subtracted(hole)


def _paint_acrylic(p: QPainter, rect: QRectF, radius: float, inset: float, inner: float,
                   cut: QRectF | None = None) -> None:  # fmt: skip
    """A placard's black acrylic sign: its shadow, the gradient face with a bronze edge, and the gold
    line ``inset`` inside it, its corners ``inner``, less the corner ``cut`` (the caller has saved the
    painter)."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 90))
    face = sign_shape(rect, radius, cut)
    p.drawPath(face.translated(5, 7))
    g = QLinearGradient(rect.topLeft(), rect.bottomRight())
    g.setColorAt(0, QColor("#22201c"))
    g.setColorAt(0.5, QColor("#0c0b0a"))
    g.setColorAt(1, QColor("#1a1815"))
    p.setBrush(QBrush(g))
    p.setPen(QPen(QColor("#8d6d25"), 3))
    p.drawPath(face)
    p.setPen(QPen(GOLD, 1.2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    line = None if cut is None or cut.isEmpty() else cut.adjusted(-inset, -inset, inset, inset)
    p.drawPath(sign_shape(rect.adjusted(inset, inset, -inset, -inset), inner, line))


def paint_placard(p: QPainter, rect: QRectF, config: TableConfig, cut: QRectF | None = None) -> None:
    """Paint the placard (a black acrylic sign with gold lettering) into ``rect``, less its lower right
    corner ``cut`` (the wide scene's: :func:`gui.layout.placard_cut`), its limits then in the narrow
    part left of the cut (:func:`paint_cut_limits`)."""
    p.save()
    cut = None if cut is None or cut.isEmpty() else cut
    if cut is not None and len(cut_full_lines(config, rect, cut)) == len(limits_lines(config)):
        # every limit fits above the cut: the sign ends there
        _paint_acrylic(p, QRectF(rect.left(), rect.top(), rect.width(), cut.top() - rect.top()), 14, 7, 9)
    else:
        _paint_acrylic(p, rect, 14, 7, 9, cut)

    table = config.side.table
    x0, x1 = rect.left() + 18, rect.right() - 18
    y = rect.top() + 12
    p.setPen(GOLD)
    limits = limits_lines(config)
    if table is not None:
        p.setFont(font(26, serif=True, scaled=False))
        p.drawText(QRectF(x0, y, x1 - x0, 32), Qt.AlignmentFlag.AlignCenter, side_name(config.side.game))
        y += 32
        p.setFont(font(18, bold=False, scaled=False))
        p.setPen(QColor("#cdbb8a"))
        sub = QCoreApplication.translate("Placard", "PAY TABLE %1").replace("%1", table.id)
        p.drawText(QRectF(x0, y, x1 - x0, 24), Qt.AlignmentFlag.AlignCenter, sub)
        lines = rows(config)
        if cut is None:
            area = row_area(rect, len(limits))
            fl, fo, line_h, odds_w = row_fonts(lines, area.width(), area.height())
            wrapped = row_lines(lines, area.width())
            y = area.top() + max(0.0, (area.height() - rows_height(lines, area.width())) / 2)
            space = ROW_SPACE
        else:
            area = QRectF(x0, rect.top() + 12 + 32 + 21, x1 - x0, 0)  # under the pay table's id
            fl, fo, _h, odds_w = row_fonts(lines, area.width(), 0.0)
            line_h = CUT_PITCH
            wrapped, space = cut_rows(lines, area.width(), cut.top() - CUT_FOOT - 1 - area.top())
            y = area.top()
        for (_label, odds), label_lines in zip(lines, wrapped, strict=True):
            p.setFont(fl)
            p.setPen(QColor("#f3ead2"))
            for i, text in enumerate(label_lines):
                p.drawText(QRectF(x0, y + i * line_h, x1 - x0 - odds_w, line_h), Qt.AlignmentFlag.AlignVCenter, text)
            p.setFont(fo)
            p.setPen(GOLD)
            p.drawText(QRectF(x1 - odds_w, y, odds_w, line_h),
                       Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, odds)  # fmt: skip
            y += len(label_lines) * line_h + space
    if cut is not None:
        paint_cut_limits(p, rect, cut, limits, y - space if table is not None else y)
        p.restore()
        return
    p.setPen(QPen(QColor("#8d6d25"), 1))
    sep = rect.bottom() - 10 - LIMIT_LINE * len(limits)
    p.drawLine(int(x0), int(sep), int(x1), int(sep))
    p.setPen(QColor("#f3ead2"))
    yy = sep + 6
    for line in limits:
        p.setFont(narrow(font(18, bold=False, scaled=False), line, x1 - x0 + 16))
        p.drawText(QRectF(x0 - 8, yy, x1 - x0 + 16, 24), Qt.AlignmentFlag.AlignCenter, line)
        yy += LIMIT_LINE
    p.restore()


CUT_FOOT = 7.0  #: between a cut placard's last full-width line and the cut's top edge (its gold line)
CUT_LINE = 22.0  #: one full-width line of a cut placard's limits
#: a cut placard's pay rows and the two lines of a limit in the narrow part left of the cut: 18-unit
#: text a little closer than its font's line height (21 units), so a Puerto Rico table's eleven lines of
#: French pay rows fit above the cut
CUT_PITCH = 20.0
CUT_SEP = 4.0  #: from the pay rows to the limits' separator, and from it to the first limit


def cut_rows(lines: list[tuple[str, str]], width: float, room: float) -> tuple[list[list[str]], float]:
    """A cut placard's wrapped pay rows and the space between two of them: :data:`ROW_SPACE`, or less
    (down to none) when the rows would otherwise pass ``room``."""
    wrapped = row_lines(lines, width)
    text = sum(len(w) for w in wrapped) * CUT_PITCH
    gaps = max(1, len(wrapped) - 1)
    return wrapped, max(0.0, min(ROW_SPACE, (room - text) / gaps))


def tight(f: QFont, text: str, width: float) -> QFont:
    """``f`` with its letters drawn closer (down to 90 % of their advance) when ``text`` is still too
    wide for ``width``: its height, and so its legibility, is kept."""
    for percent in (97.0, 94.0, 90.0):
        if QFontMetricsF(f).horizontalAdvance(text) <= width:
            return f
        f = QFont(f)
        f.setLetterSpacing(QFont.SpacingType.PercentageSpacing, percent)
    return f


def fitting_lines(limits: list[str], sep: float, cut: QRectF) -> list[str]:
    """The first of ``limits`` a cut placard prints across its width under its separator at ``sep``: as
    many as fit above the cut, and at least all but two (the narrow part left of the cut holds two)."""
    fit = [line for i, line in enumerate(limits) if sep + CUT_SEP + (i + 1) * CUT_LINE <= cut.top() - CUT_FOOT]
    return limits[: max(len(fit), len(limits) - 2)]


def cut_full_lines(config: TableConfig, rect: QRectF, cut: QRectF) -> list[str]:
    """The limits a placard painted into ``rect`` less ``cut`` prints across its width (as
    :func:`paint_placard` lays out its pay rows and :func:`paint_cut_limits` its limits)."""
    limits = limits_lines(config)
    if config.side.table is None:
        return fitting_lines(limits, rect.top() + 12 + CUT_SEP, cut)
    lines = rows(config)
    top = rect.top() + 12 + 32 + 21
    wrapped, space = cut_rows(lines, rect.width() - 36, cut.top() - CUT_FOOT - 1 - top)
    end = top + sum(len(w) for w in wrapped) * CUT_PITCH + space * max(0, len(wrapped) - 1)
    return fitting_lines(limits, end + CUT_SEP, cut)


def split_limit(line: str) -> tuple[str, str]:
    """A limits line as two: its name with its colon ("Mise annexe :"), and its amounts."""
    head, colon, tail = line.partition(":")
    if not colon:
        return line, ""
    return f"{head}{colon}", tail.strip()


def paint_cut_limits(p: QPainter, rect: QRectF, cut: QRectF, limits: list[str], rows_end: float) -> None:
    """A cut placard's limits: under its pay rows across its width as many as fit above the cut, the
    others each on two lines (its name, its amounts) in the narrow part left of the cut, right under
    them (or centred in that part when none fits across)."""
    x0, x1 = rect.left() + 18, rect.right() - 18
    sep = rows_end + CUT_SEP
    full = fitting_lines(limits, sep, cut)
    p.setPen(QPen(QColor("#8d6d25"), 1))
    p.drawLine(int(x0), int(sep), int(x1 if full else cut.left() - 14), int(sep))
    p.setPen(QColor("#f3ead2"))
    yy = sep + CUT_SEP - 2
    for line in full:
        p.setFont(narrow(font(18, bold=False, scaled=False), line, x1 - x0 + 16))
        p.drawText(QRectF(x0 - 8, yy, x1 - x0 + 16, CUT_LINE), Qt.AlignmentFlag.AlignCenter, line)
        yy += CUT_LINE
    rest = [part for line in limits[len(full) :] for part in split_limit(line) if part]
    left, right = rect.left() + 12, cut.left() - 12  # 5 units inside the gold lines (7 units in)
    if full:  # right under the lines across the placard
        yy = max(yy, cut.top() - CUT_SEP)
    else:  # centred in the narrow part
        top, bottom = cut.top(), rect.bottom() - 8
        yy = top + max(0.0, (bottom - top - CUT_PITCH * len(rest)) / 2)
    for part in rest:
        p.setFont(tight(narrow(font(18, bold=False, scaled=False), part, right - left), part, right - left))
        p.drawText(QRectF(left, yy, right - left, CUT_PITCH), Qt.AlignmentFlag.AlignCenter, part)
        yy += CUT_PITCH


# ------------------------------------------------------------------ hyper black jack's placard

#: the placard's two columns of cases, in the felt's order [FR-HBJ-1]: three on the left, so that the
#: wide scene's placard has room for its lower left corner cut (:func:`gui.layout.hyper_placard_cut`)
HYPER_COLUMNS: tuple[tuple[str, ...], ...] = (("17", "18", "19"), ("20", "21", "blackjack", "bust"))


def hyper_title() -> str:
    """The bet's name as the felt prints it."""
    return QCoreApplication.translate("Placard", "HYPER BLACK JACK")


def hyper_cells(config: TableConfig) -> list[list[tuple[str, str]]]:
    """The placard's cases as (name, "N to 1") in its columns, in the felt's order [FR-HBJ-2]."""
    from croupier.engine.core.hyper import PAYS

    from .hyper_names import case_name

    loc = table_locale(config.profile)
    return [[(case_name(c), odds_text(PAYS[c], loc)) for c in column] for column in HYPER_COLUMNS]


def hyper_placard_lines(config: TableConfig) -> list[str]:
    """Every text of the hyper black jack placard (empty when the table does not offer it); its limits
    are on the pay table's placard, with the other limits (:func:`limits_lines`)."""
    if not config.hyper.offered:
        return []
    cells = [f"{name} {odds}" for column in hyper_cells(config) for name, odds in column]
    return [hyper_title(), *cells]


HYPER_PX = 18.0  #: the hyper placard's rows: 12 px tall or more at 1280 × 720


def hyper_column_font(columns: list[list[tuple[str, str]]], width: float) -> tuple[QFont, list[float]]:
    """The hyper placard's font (the condensed face when its columns are too wide for the placard, never
    below :data:`HYPER_PX`) and each column's width (its widest name, a gap, its widest odds)."""
    f = font(HYPER_PX, scaled=False)

    def widths(face: QFont) -> list[float]:
        m = QFontMetricsF(face)
        return [max(m.horizontalAdvance(n) for n, _o in col) + 10 + max(m.horizontalAdvance(o) for _n, o in col)
                for col in columns]  # fmt: skip

    for bold, condensed in ((True, True), (False, True)):  # the condensed face, then its regular weight
        if sum(widths(f)) + 36 * len(columns) <= width:
            break
        f = font(HYPER_PX, bold=bold, scaled=False)
        if condensed:
            f.setFamily(f"{f.family()} Condensed")
    return f, widths(f)


def paint_hyper_placard(p: QPainter, rect: QRectF, config: TableConfig) -> None:
    """Paint hyper black jack's placard into ``rect``: its name and the seven cases with their odds in
    two columns [FR-HBJ-2] (its limits are on the pay table's placard [FR-HBJ-3]); the same black
    acrylic as the pay table's, its lower left corner cut in the wide scene, under the left column's
    three rows."""
    p.save()
    _paint_acrylic(p, rect, 12, 6, 8, layout.hyper_placard_cut(rect))
    x0, x1 = rect.left() + 12, rect.right() - 12
    y = rect.top() + 6
    title = hyper_title()
    p.setPen(GOLD)
    p.setFont(narrow(font(22, serif=True, scaled=False), title, x1 - x0))
    p.drawText(QRectF(x0, y, x1 - x0, HYPER_TITLE_H), Qt.AlignmentFlag.AlignCenter, title)
    columns = hyper_cells(config)
    f, widths = hyper_column_font(columns, x1 - x0)
    p.setFont(f)
    tops, pitch = hyper_row_tops(rect, max(len(c) for c in columns))
    for column, cell in zip(columns, hyper_column_rects(widths, x0, x1), strict=True):
        for (name, odds), top in zip(column, tops, strict=False):
            row = QRectF(cell.left(), top, cell.width(), pitch)
            p.setPen(QColor("#f3ead2"))
            p.drawText(row, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)
            p.setPen(GOLD)
            p.drawText(row, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, odds)
    p.restore()


def hyper_row_tops(rect: QRectF, rows: int) -> tuple[list[float], float]:
    """The top of each row of the hyper placard's columns and their pitch: under its title, 22 units
    apart, or closer when the longest column would otherwise reach the gold line (the wide scene's
    placard holds four rows of 18-unit text between its title and that line)."""
    y = rect.top() + 6 + HYPER_TITLE_H
    pitch = min(22.0, (rect.bottom() - HYPER_FOOT - y) / max(rows, 1))
    return [y + i * pitch for i in range(rows)], pitch


HYPER_TITLE_H = 26.0  #: the hyper placard's title row, under the top edge's 6 units
HYPER_FOOT = 8.0  #: from the hyper placard's bottom edge to its last row: the gold line is 6 units in
HYPER_COLUMN_GAP = 14.0  #: between the hyper placard's columns at least, when the room is short


def hyper_column_rects(widths: list[float], x0: float, x1: float) -> list[QRectF]:
    """Each column's extent (x and width only) between ``x0`` and ``x1``: the room left over shared
    evenly around the columns, or, when it is short (French odds in the wide scene's narrower
    placard), :data:`HYPER_COLUMN_GAP` kept between them and the rest at the edges."""
    spare = x1 - x0 - sum(widths)
    n = len(widths)
    gap = spare / (n + 1)
    edge = gap
    if n > 1 and gap < HYPER_COLUMN_GAP:
        gap = min(HYPER_COLUMN_GAP, max(spare, 0.0) / (n - 1))
        edge = (spare - gap * (n - 1)) / 2
    out, left = [], x0 + edge
    for w in widths:
        out.append(QRectF(left, 0, w, 0))
        left += w + gap
    return out
