<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
    <context>
        <name>Announce</name>
        <message numerus="yes">
            <location filename="../../gui/a11y.py" />
            <source>%n bonus(es) in play.</source>
            <translation>
                <numerusform>%n bonus in play.</numerusform>
                <numerusform>%n bonuses in play.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/a11y.py" />
            <source>%n card(s) burnt.</source>
            <translation>
                <numerusform>%n card burnt.</numerusform>
                <numerusform>%n cards burnt.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DirectorDialog</name>
        <message numerus="yes">
            <location filename="../../gui/director_pin.py" />
            <source>Too many wrong PINs: locked for %n second(s).</source>
            <translation>
                <numerusform>Too many wrong PINs: locked for %n second.</numerusform>
                <numerusform>Too many wrong PINs: locked for %n seconds.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/director_pin.py" />
            <source>Wrong PIN: %n try(s) left before a lock.</source>
            <translation>
                <numerusform>Wrong PIN: %n try left before a lock.</numerusform>
                <numerusform>Wrong PIN: %n trys left before a lock.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message numerus="yes">
            <location filename="../../gui/help.py" />
            <source>%n deck(s) in the shoe.</source>
            <translation>
                <numerusform>%n deck in the shoe.</numerusform>
                <numerusform>%n decks in the shoe.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" />
            <source>Dealt from a shoe; the cut card leaves %n card(s) behind.</source>
            <translation>
                <numerusform>Dealt from a shoe; the cut card leaves %n card behind.</numerusform>
                <numerusform>Dealt from a shoe; the cut card leaves %n cards behind.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" />
            <source>%n card(s) burnt at each new shoe.</source>
            <translation>
                <numerusform>%n card burnt at each new shoe.</numerusform>
                <numerusform>%n cards burnt at each new shoe.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" />
            <source>A box may be split into at most %n hand(s).</source>
            <translation>
                <numerusform>A box may be split into at most %n hand.</numerusform>
                <numerusform>A box may be split into at most %n hands.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" />
            <source>A player may play up to %n box(es).</source>
            <translation>
                <numerusform>A player may play up to %n box.</numerusform>
                <numerusform>A player may play up to %n boxes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" />
            <source>Exact, for %n deck(s), the dealer standing on soft 17, from a full shoe.</source>
            <translation>
                <numerusform>Exact, for %n deck, the dealer standing on soft 17, from a full shoe.</numerusform>
                <numerusform>Exact, for %n decks, the dealer standing on soft 17, from a full shoe.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" />
            <source>Exact, for %n deck(s), the dealer drawing on soft 17, from a full shoe.</source>
            <translation>
                <numerusform>Exact, for %n deck, the dealer drawing on soft 17, from a full shoe.</numerusform>
                <numerusform>Exact, for %n decks, the dealer drawing on soft 17, from a full shoe.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" />
            <source>A player alone at the table must play at least %n box(es).</source>
            <translation>
                <numerusform>A player alone at the table must play at least %n box.</numerusform>
                <numerusform>A player alone at the table must play at least %n boxes.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Virtual</name>
        <message numerus="yes">
            <location filename="../../gui/virtual.py" />
            <source>%n computer player(s)</source>
            <translation>
                <numerusform>%n computer player</numerusform>
                <numerusform>%n computer players</numerusform>
            </translation>
        </message>
    </context>
</TS>
