<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
    <context>
        <name>Announce</name>
        <message>
            <location filename="../../gui/a11y.py" line="65" />
            <source>blackjack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="115" />
            <source>Dealer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="181" />
            <source>%1 draws.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="182" />
            <source>%1 stands.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="183" />
            <source>%1 doubles.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="184" />
            <source>%1 splits.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="185" />
            <source>%1 surrenders.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="186" />
            <source>%1 takes insurance.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="187" />
            <source>%1 declines insurance.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="193" />
            <source>Box %1 bets %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="194" />
            <source>Box %1: side bet %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="195" />
            <source>Box %1: insurance %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="196" />
            <source>Box %1 adds %2 to double.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="197" />
            <source>Box %1 adds %2 to split.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="67" />
            <source>bust, %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="69" />
            <source>soft %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="118" />
            <source>Box %1</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../../gui/a11y.py" line="165" />
            <source>%n bonus(es) in play.</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="169" />
            <source>The dealer shuffles the cards.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../../gui/a11y.py" line="171" />
            <source>%n card(s) burnt.</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="152" />
            <source>The dealer takes a hole card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="155" />
            <source>%1: %2, total %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="160" />
            <source>The dealer turns %1, total %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="164" />
            <source>No bonus in play.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="167" />
            <source>The dealer has blackjack.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="167" />
            <source>The dealer checks: no blackjack.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="207" />
            <source>Box %1 wins the side bet, %2: paid %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="204" />
            <source>Box %1 loses the side bet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="210" />
            <source>Box %1: pair of queens of hearts, held until the dealer's second card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="214" />
            <source>Box %1 loses the insurance.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="222" />
            <source>%1: push, the bet stays.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="117" />
            <source>Box %1, hand %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="216" />
            <source>Box %1: insurance paid %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="218" />
            <source>%1 loses %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="220" />
            <source>%1 wins %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="224" />
            <source>%1: %2 returned.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Card</name>
        <message>
            <location filename="../../gui/a11y.py" line="26" />
            <source>ace</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="27" />
            <source>two</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="28" />
            <source>three</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="29" />
            <source>four</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="30" />
            <source>five</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="31" />
            <source>six</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="32" />
            <source>seven</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="33" />
            <source>eight</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="34" />
            <source>nine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="35" />
            <source>ten</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="36" />
            <source>jack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="37" />
            <source>queen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="38" />
            <source>king</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="41" />
            <source>spades</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="42" />
            <source>hearts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="43" />
            <source>diamonds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="44" />
            <source>clubs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/a11y.py" line="56" />
            <source>%1 of %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DirectorDialog</name>
        <message>
            <location filename="../../gui/director.py" line="59" />
            <source>Decks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="60" />
            <source>Shuffle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="61" />
            <source>Cards burnt at a new shoe</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="62" />
            <source>Cards behind the cut card (0: one deck)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="63" />
            <source>Dealer's hole card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="64" />
            <source>Dealer on soft 17</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="65" />
            <source>Double on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="66" />
            <source>Double after a split</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="67" />
            <source>Pairs split by</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="68" />
            <source>Most hands from one box</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="69" />
            <source>Split aces again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="70" />
            <source>Surrender</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="71" />
            <source>Dealer blackjack takes (no hole card)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="72" />
            <source>Blackjack pays</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="73" />
            <source>Insurance offered</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="74" />
            <source>A hand of 21 may draw</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="75" />
            <source>Most boxes per player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="76" />
            <source>Boxes a lone player must play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="77" />
            <source>Side bet for seated players only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="78" />
            <source>No split after a side-bet win</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="85" />
            <source>Shoe with a cut card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="86" />
            <source>Continuous shuffler</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="87" />
            <location filename="../../gui/director.py" line="104" />
            <source>None</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="88" />
            <source>Hole card, peek for blackjack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="89" />
            <source>Stands</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="90" />
            <source>Hits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="91" />
            <source>Any two cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="92" />
            <source>Hard 9 to 11</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="93" />
            <source>Hard 10 and 11</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="94" />
            <source>Equal value</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="95" />
            <source>Equal rank</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="96" />
            <source>Late surrender</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="97" />
            <source>The whole stake</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="98" />
            <source>The original bet only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="100" />
            <source>France</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="100" />
            <source>Puerto Rico</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="102" />
            <source>Lucky Ladies</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="103" />
            <source>Lucky Lucky</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="108" />
            <source>Slow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="109" />
            <source>Normal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="110" />
            <source>Fast</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="111" />
            <source>Instant</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="160" />
            <location filename="../../gui/director.py" line="504" />
            <source>Director</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="287" />
            <source>Director's settings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="300" />
            <source>A round is in progress: the settings can be read, but nothing can change until the round is over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="307" />
            <source>Table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="308" />
            <location filename="../../gui/director.py" line="401" />
            <source>Side bet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="309" />
            <source>Rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="310" />
            <source>Kiosk and access</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="323" />
            <source>Apply and close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="367" />
            <source>Profile</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="369" />
            <source>Currency</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="372" />
            <source>Table minimum</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="378" />
            <source>[FR-LIM-1] the maximum is 50, 100 or 200 times the minimum</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="382" />
            <source>Table maximum</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="386" />
            <source>Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="388" />
            <source>Animation speed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="391" />
            <source>Player's starting credit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="404" />
            <source>Pay table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="408" />
            <source>Custom table's name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="418" />
            <source>Side-bet limits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="432" />
            <source>House edge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="454" />
            <source>Dealing and play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="456" />
            <source>House options</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="478" />
            <source>Sound volume</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="479" />
            <source>Mute</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="482" />
            <source>Four-colour deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="484" />
            <source>Accessibility</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="485" />
            <source>High contrast</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="490" />
            <source> s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="491" />
            <source>never</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="493" />
            <source>Kiosk: attract mode after</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="494" />
            <source>Change the PIN…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="497" />
            <source>Reset the player's balance…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="567" />
            <source>Custom table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="845" />
            <source>exact, for 1 deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="867" />
            <source>End the session?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="164" />
            <source>Choose the director's PIN (4 to 12 digits). It opens the director's settings.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="165" />
            <source>Enter the director's PIN.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="166" />
            <source>Enter the current PIN, then the new one twice.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="185" />
            <source>Current PIN</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="186" />
            <source>PIN</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="186" />
            <source>New PIN</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="188" />
            <source>New PIN again</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../../gui/director.py" line="211" />
            <source>Too many wrong PINs: locked for %n second(s).</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="../../gui/director.py" line="233" />
            <source>The two new PINs differ.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="415" />
            <source>to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="424" />
            <source>Outcome (tick to pay it)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="424" />
            <source>Pays (to 1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="564" />
            <source>regulated</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="564" />
            <source>not in the regulation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="823" />
            <source>The side bet or its pay table changes: the pay table is fixed for a whole session [FR-LL-3], so applying this ends the current session.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="849" />
            <source>the odds engine is not available</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="874" />
            <source>Refused: a round is in progress; settings change only between rounds.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="924" />
            <source>Put the player's balance back to the starting credit (%1)?</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../../gui/director.py" line="229" />
            <source>Wrong PIN: %n try(s) left before a one-minute lock.</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="../../gui/director.py" line="841" />
            <source>no side bet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="845" />
            <source>exact, for %1 decks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="884" />
            <source>The pay table is fixed for the whole session [FR-LL-3]. Changing the side bet or its pay table ends the current session. End the session and apply the new settings?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="813" />
            <location filename="../../gui/director.py" line="880" />
            <source>Refused: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="832" />
            <source>[PR-LL-3] the bonus maximum is lowered to %1 so that the top payout stays within 3 × the table maximum.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/director.py" line="892" />
            <source>Not saved: %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Felt</name>
        <message>
            <location filename="../../gui/felt.py" line="71" />
            <source>DEALER MUST DRAW TO 16 AND STAND ON ALL 17s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/felt.py" line="73" />
            <source>DEALER MUST DRAW TO 16 AND HIT SOFT 17</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/felt.py" line="74" />
            <source>INSURANCE PAYS 2 TO 1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/felt.py" line="69" />
            <source>BLACKJACK PAYS %1 TO %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/placard.py" line="44" />
            <source>LUCKY LUCKY</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/placard.py" line="43" />
            <source>LUCKY LADIES</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <location filename="../../gui/help.py" line="125" />
            <source>Blackjack (Puerto Rico)</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" line="32" />
            <source>%n deck(s) in the shoe.</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" line="36" />
            <source>Dealt from a shoe; the cut card leaves %n card(s) behind.</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" line="42" />
            <source>%n card(s) burnt at each new shoe.</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="../../gui/help.py" line="48" />
            <source>The dealer takes a hole card and checks it for blackjack when he shows an ace or a ten.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="52" />
            <source>The dealer draws to 16 and also draws on soft 17.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="64" />
            <source>Split two cards of the same rank only into two hands.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" line="66" />
            <source>A box may be split into at most %n hand(s).</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="../../gui/help.py" line="70" />
            <source>Aces may be split once; each split ace gets one card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="74" />
            <source>Surrender: give up your first two cards and get half your bet back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="80" />
            <source>A dealer blackjack takes only the original bet; doubles and splits are returned.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="92" />
            <source>No insurance.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" line="96" />
            <source>A player may play up to %n box(es).</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="../../gui/help.py" line="122" />
            <source>Blackjack (France)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="124" />
            <source>Lucky Lucky Blackjack (Puerto Rico)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="130" />
            <source>Beat the dealer's hand without going over 21.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="131" />
            <source>Cards count their face value, kings, queens and jacks 10, an ace 1 or 11.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="132" />
            <source>A blackjack is an ace and a ten-valued card as the first two cards; it beats any other 21.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="133" />
            <source>Every box receives one card, the dealer one, then every box its second card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="134" />
            <source>A winning hand is paid 1 to 1; a tie returns the bet; a hand over 21 loses at once.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="35" />
            <source>The cards go back into a continuous shuffling machine after every round.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="41" />
            <source>No card is burnt at a new shoe.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="47" />
            <source>The dealer takes no hole card: his second card comes after every box has played.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="51" />
            <source>The dealer draws to 16 and stands on every 17, soft 17 included.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="60" />
            <source>Doubling is allowed after a split.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="60" />
            <source>No doubling after a split.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="63" />
            <source>Split two cards of the same value (a king and a ten, for example) into two hands.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="69" />
            <source>Split aces may be split again; each split ace gets one card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="73" />
            <source>No surrender.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="79" />
            <source>A dealer blackjack takes every stake on the box, doubles and splits included.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="89" />
            <source>Insurance is offered when the dealer shows an ace: half your bet, paid 2 to 1 if he makes blackjack.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="94" />
            <source>A hand of 21 may still draw.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="94" />
            <source>A hand of 21 stands.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" line="98" />
            <source>A player alone at the table must play at least %n box(es).</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="../../gui/help.py" line="100" />
            <source>Only seated players may make the side bet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="102" />
            <source>A box that won the side bet may not split.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="121" />
            <source>Blackjack with Lucky Ladies (France)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="142" />
            <source>The Lucky Ladies bet wins when the box's first two cards total 20 (an ace and a nine count as 20).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="143" />
            <source>It is placed after the main bet, before the deal; only the best combination is paid.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="144" />
            <source>The dealer announces the number of bonuses in play once every box has two cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="156" />
            <source>The Lucky Lucky bonus counts the box's first two cards with the dealer's face-up card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="157" />
            <source>It needs a main bet on the box and may not be more than the main bet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="158" />
            <source>It is settled after the deal, before anyone draws; only the best combination is paid.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="249" />
            <location filename="../../gui/help.py" line="250" />
            <source>Rules of the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="55" />
            <source>Double down on any first two cards, for one more card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="56" />
            <source>Double down on a hard 9, 10 or 11 only, for one more card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="57" />
            <source>Double down on a hard 10 or 11 only, for one more card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="83" />
            <source>Blackjack pays 3 to 2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="84" />
            <source>Blackjack pays 6 to 5.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="85" />
            <source>Blackjack pays 1 to 1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="148" />
            <source>A pair of queens of hearts facing the dealer's ace or ten-valued card is held until the dealer's second card, and paid most when he makes blackjack.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="175" />
            <source>The game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="178" />
            <source>Rules at this table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="182" />
            <source>Limits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="183" />
            <source>Bet per box: %1 to %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="187" />
            <source>Side bet: %1 to %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="192" />
            <source>Side bet: %1, pay table %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="197" />
            <source>Combination</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="197" />
            <source>Pays</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="207" />
            <source>Keyboard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/help.py" line="205" />
            <source>This pay table is not the one in the regulation.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Hud</name>
        <message>
            <location filename="../../gui/hud.py" line="27" />
            <source>BALANCE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/hud.py" line="28" />
            <source>BET</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/hud.py" line="29" />
            <source>LAST WIN</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Outcome</name>
        <message>
            <location filename="../../gui/i18n.py" line="41" />
            <source>Two queens of hearts and dealer blackjack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n.py" line="42" />
            <source>Pair of queens of hearts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n.py" line="43" />
            <source>Matched 20 (two identical cards)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n.py" line="44" />
            <source>Suited 20</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n.py" line="45" />
            <source>Any 20</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n.py" line="46" />
            <source>Suited 7-7-7</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n.py" line="47" />
            <source>Suited 6-7-8</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n.py" line="48" />
            <source>7-7-7 of any suits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n.py" line="49" />
            <source>6-7-8 of any suits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n.py" line="50" />
            <source>Suited 21</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n.py" line="51" />
            <source>Total 21</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n.py" line="52" />
            <source>Total 20</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n.py" line="53" />
            <source>Total 19</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n.py" line="188" />
            <source>%1 to 1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Placard</name>
        <message>
            <location filename="../../gui/animator.py" line="365" />
            <location filename="../../gui/placard.py" line="72" />
            <source>%1 to 1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/placard.py" line="23" />
            <source>Queen of hearts pair + dealer blackjack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/placard.py" line="24" />
            <source>Queen of hearts pair</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/placard.py" line="25" />
            <source>Matched 20</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/placard.py" line="26" />
            <source>Suited 20</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/placard.py" line="27" />
            <location filename="../../gui/placard.py" line="34" />
            <source>Any 20</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/placard.py" line="28" />
            <source>Suited 7-7-7</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/placard.py" line="29" />
            <source>Suited 6-7-8</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/placard.py" line="30" />
            <source>7-7-7</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/placard.py" line="31" />
            <source>6-7-8</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/placard.py" line="32" />
            <source>Suited 21</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/placard.py" line="33" />
            <source>Any 21</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/placard.py" line="35" />
            <source>Any 19</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/placard.py" line="122" />
            <source>PAY TABLE %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/placard.py" line="86" />
            <source>Table: min %1 · max %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/placard.py" line="81" />
            <source>Side bet: min %1 · max %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <location filename="../../gui/animator.py" line="197" />
            <source>Shuffling</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/animator.py" line="341" />
            <source>HELD</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/animator.py" line="409" />
            <source>PUSH</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/animator.py" line="418" />
            <source>BLACKJACK</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/animator.py" line="418" />
            <source>WIN</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/animator.py" line="307" />
            <source>Bonuses in play: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/controller.py" line="43" />
            <source>HIT</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/controller.py" line="44" />
            <source>STAND</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/controller.py" line="45" />
            <source>DOUBLE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/controller.py" line="46" />
            <source>SPLIT</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/controller.py" line="47" />
            <source>SURRENDER</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/controller.py" line="48" />
            <source>CLEAR</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/controller.py" line="49" />
            <source>REPEAT</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/controller.py" line="50" />
            <source>REPEAT ×2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/controller.py" line="51" />
            <source>DEAL</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/controller.py" line="52" />
            <source>INSURANCE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/controller.py" line="53" />
            <source>NO INSURANCE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/controller.py" line="54" />
            <source>SPEED</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/controller.py" line="336" />
            <source>SLOW</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/controller.py" line="337" />
            <source>NORMAL</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/controller.py" line="338" />
            <source>FAST</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/controller.py" line="339" />
            <source>INSTANT</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/controller.py" line="378" />
            <source>HINT: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/table_view.py" line="23" />
            <source>Croupier</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
