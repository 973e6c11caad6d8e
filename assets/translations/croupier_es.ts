<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en">
    <context>
        <name>Announce</name>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>blackjack</source>
            <translation>blackjack</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Dealer</source>
            <translation>Crupier</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>%1 draws.</source>
            <translation>%1 pide carta.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>%1 stands.</source>
            <translation>%1 se planta.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>%1 doubles.</source>
            <translation>%1 dobla.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>%1 splits.</source>
            <translation>%1 separa.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>%1 surrenders.</source>
            <translation>%1 se rinde.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>%1 takes insurance.</source>
            <translation>%1 toma el seguro.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>%1 declines insurance.</source>
            <translation>%1 rechaza el seguro.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1 bets %2.</source>
            <translation>Casilla %1: apuesta %2.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1: side bet %2.</source>
            <translation>Casilla %1: apuesta adicional de %2.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1: insurance %2.</source>
            <translation>Casilla %1: seguro de %2.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1 adds %2 to double.</source>
            <translation>Casilla %1 añade %2 para doblar.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1 adds %2 to split.</source>
            <translation>Casilla %1 añade %2 para separar.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>bust, %1</source>
            <translation>se pasa, %1</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>soft %1</source>
            <translation>%1 suave</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1</source>
            <translation>Casilla %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/a11y.py" />
            <source>%n bonus(es) in play.</source>
            <translation>
                <numerusform>%n bono en juego.</numerusform>
                <numerusform>%n bonos en juego.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>The dealer shuffles the cards.</source>
            <translation>El crupier baraja las cartas.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/a11y.py" />
            <source>%n card(s) burnt.</source>
            <translation>
                <numerusform>%n carta quemada.</numerusform>
                <numerusform>%n cartas quemadas.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>No voice is available on this computer.</source>
            <translation>No hay ninguna voz disponible en este ordenador.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Voice on.</source>
            <translation>Voz activada.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Voice off.</source>
            <translation>Voz desactivada.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>The dealer takes a hole card.</source>
            <translation>El crupier toma una carta tapada.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>%1: %2, total %3.</source>
            <translation>%1: %2, total %3.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>The dealer turns %1, total %2.</source>
            <translation>El crupier descubre %1, total %2.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>No bonus in play.</source>
            <translation>Ningún bono en juego.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>The dealer has blackjack.</source>
            <translation>El crupier tiene blackjack.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>The dealer checks: no blackjack.</source>
            <translation>El crupier revisa: no hay blackjack.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1: hyper black jack %2 on %3.</source>
            <translation>Casilla %1: hyper black jack %2 al %3.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1 wins the side bet, %2: paid %3.</source>
            <translation>Casilla %1 gana la apuesta adicional, %2: cobra %3.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1 loses the hyper black jack bet on %2.</source>
            <translation>Casilla %1 pierde la apuesta hyper black jack al %2.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1 wins the hyper black jack bet on %2: paid %3.</source>
            <translation>Casilla %1 gana la apuesta hyper black jack al %2: paga %3.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1 loses the side bet.</source>
            <translation>Casilla %1 pierde la apuesta adicional.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1: pair of queens of hearts, held until the dealer's second card.</source>
            <translation>Casilla %1: par de damas de corazones, retenido hasta la segunda carta del crupier.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1 loses the insurance.</source>
            <translation>Casilla %1 pierde el seguro.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>%1: push, the bet stays.</source>
            <translation>%1: empate, la apuesta se queda.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1, hand %2</source>
            <translation>Casilla %1, mano %2</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>%1, computer player: %2</source>
            <translation>%1, jugador virtual: %2</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1: insurance paid %2.</source>
            <translation>Casilla %1: seguro pagado %2.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>%1 loses %2.</source>
            <translation>%1 pierde %2.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>%1 wins %2.</source>
            <translation>%1 gana %2.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>%1: %2 returned.</source>
            <translation>%1: se devuelven %2.</translation>
        </message>
    </context>
    <context>
        <name>Card</name>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>ace</source>
            <translation>as</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>two</source>
            <translation>dos</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>three</source>
            <translation>tres</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>four</source>
            <translation>cuatro</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>five</source>
            <translation>cinco</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>six</source>
            <translation>seis</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>seven</source>
            <translation>siete</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>eight</source>
            <translation>ocho</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>nine</source>
            <translation>nueve</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>ten</source>
            <translation>diez</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>jack</source>
            <translation>jota</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>queen</source>
            <translation>reina</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>king</source>
            <translation>rey</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>spades</source>
            <translation>picas</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>hearts</source>
            <translation>corazones</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>diamonds</source>
            <translation>diamantes</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>clubs</source>
            <translation>tréboles</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>%1 of %2</source>
            <translation>%1 de %2</translation>
        </message>
    </context>
    <context>
        <name>DirectorDialog</name>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Director's settings</source>
            <translation>Ajustes del director</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>A round is in progress: the settings can be read, but nothing can change until the round is over.</source>
            <translation>Hay una ronda en curso: los ajustes se pueden consultar, pero nada puede cambiar hasta que termine.</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Table</source>
            <translation>Mesa</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <location filename="../../gui/director_pays.py" />
            <source>Side bet</source>
            <translation>Apuesta adicional</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Rules</source>
            <translation>Reglas</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Kiosk and access</source>
            <translation>Quiosco y accesibilidad</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Computer players</source>
            <translation>Jugadores virtuales</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Apply and close</source>
            <translation>Aplicar y cerrar</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>[FR-LIM-1] the maximum is 50, 100 or 200 times the minimum</source>
            <translation>[FR-LIM-1] el máximo es 50, 100 o 200 veces el mínimo</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Dealing and play</source>
            <translation>Reparto y juego</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>House options</source>
            <translation>Opciones de la casa</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Main game's house edge</source>
            <translation>Ventaja de la casa en el juego principal</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Change the PIN…</source>
            <translation>Cambiar el PIN…</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Reset the player's balance…</source>
            <translation>Restablecer el saldo del jugador…</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <location filename="../../gui/director_pin.py" />
            <source>Director</source>
            <translation>Director</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>End the session?</source>
            <translation>¿Terminar la sesión?</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <location filename="../../gui/director_pays.py" />
            <source>counting…</source>
            <translation>calculando…</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>the strategy engine is not available</source>
            <translation>el motor de estrategia no está disponible</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>with the basic strategy computed for these rules, off the top of a full shoe</source>
            <translation>con la estrategia básica calculada para estas reglas, con el zapato lleno</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>The side bet or its pay table changes: the pay table is fixed for a whole session [FR-LL-3], so applying this ends the current session.</source>
            <translation>Cambia la apuesta adicional o su tabla de pagos: la tabla de pagos es fija durante toda la sesión [FR-LL-3], así que aplicar este cambio termina la sesión actual.</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Refused: a round is in progress; settings change only between rounds.</source>
            <translation>Rechazado: hay una ronda en curso; los ajustes solo cambian entre rondas.</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Put the player's balance back to the starting credit (%1)?</source>
            <translation>¿Devolver el saldo del jugador al crédito inicial (%1)?</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>the rules are not valid</source>
            <translation>las reglas no son válidas</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>The pay table is fixed for the whole session [FR-LL-3]. Changing the side bet or its pay table ends the current session. End the session and apply the new settings?</source>
            <translation>La tabla de pagos es fija durante toda la sesión [FR-LL-3]. Cambiar la apuesta adicional o su tabla de pagos termina la sesión actual. ¿Terminar la sesión y aplicar los nuevos ajustes?</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Profile</source>
            <translation>Perfil</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Refused: %1</source>
            <translation>Rechazado: %1</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>[PR-LL-3] the bonus maximum is lowered to %1 so that the top payout stays within 3 × the table maximum.</source>
            <translation>[PR-LL-3] el máximo del bono baja a %1 para que el mayor pago no supere 3 × el máximo de la mesa.</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Table minimum</source>
            <translation>Mínimo de la mesa</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Table maximum</source>
            <translation>Máximo de la mesa</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Not saved: %1</source>
            <translation>No guardado: %1</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Decks</source>
            <translation>Barajas</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Shuffle</source>
            <translation>Barajado</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Cards burnt at a new shoe</source>
            <translation>Cartas quemadas en cada zapato nuevo</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Cards behind the cut card (0: one deck)</source>
            <translation>Cartas tras la carta de corte (0: una baraja)</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Dealer's hole card</source>
            <translation>Carta tapada del crupier</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Dealer on soft 17</source>
            <translation>Crupier con 17 suave</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Double on</source>
            <translation>Doblar con</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Double after a split</source>
            <translation>Doblar después de separar</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Pairs split by</source>
            <translation>Pares separados por</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Most hands from one box</source>
            <translation>Máximo de manos por casilla</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Split aces again</source>
            <translation>Volver a separar ases</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Surrender</source>
            <translation>Rendición</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Dealer blackjack takes (no hole card)</source>
            <translation>El blackjack del crupier se lleva (sin carta tapada)</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Blackjack pays</source>
            <translation>El blackjack paga</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Insurance offered</source>
            <translation>Seguro ofrecido</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>A hand of 21 may draw</source>
            <translation>Una mano de 21 puede pedir</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Most boxes per player</source>
            <translation>Máximo de casillas por jugador</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Boxes a lone player must play</source>
            <translation>Casillas que debe jugar un jugador solo</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Side bet for seated players only</source>
            <translation>Apuesta adicional solo para jugadores sentados</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>No split after a side-bet win</source>
            <translation>Sin separar tras ganar la apuesta adicional</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Shoe with a cut card</source>
            <translation>Zapato con carta de corte</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Continuous shuffler</source>
            <translation>Barajador continuo</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>None</source>
            <translation>Ninguna</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Hole card, peek for blackjack</source>
            <translation>Carta tapada, revisión de blackjack</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Stands</source>
            <translation>Se planta</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Hits</source>
            <translation>Pide</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Any two cards</source>
            <translation>Dos cartas cualesquiera</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Hard 9 to 11</source>
            <translation>9 a 11 duros</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Hard 10 and 11</source>
            <translation>10 y 11 duros</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Equal value</source>
            <translation>Mismo valor</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Equal rank</source>
            <translation>Mismo rango</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Late surrender</source>
            <translation>Rendición tardía</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Late surrender, not against an ace</source>
            <translation>Rendición tardía, salvo contra un as</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>3 to 2</source>
            <translation>3 a 2</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>6 to 5</source>
            <translation>6 a 5</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>1 to 1</source>
            <translation>1 a 1</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>The whole stake</source>
            <translation>Toda la apuesta</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>The original bet only</source>
            <translation>Solo la apuesta inicial</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>France</source>
            <translation>Francia</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Puerto Rico</source>
            <translation>Puerto Rico</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Lucky Ladies</source>
            <translation>Lucky Ladies</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Lucky Lucky</source>
            <translation>Lucky Lucky</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Lucky Ladies and hyper black jack</source>
            <translation>Lucky Ladies y hyper black jack</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Lucky Ladies only</source>
            <translation>Solo Lucky Ladies</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Lucky Lucky and hyper black jack</source>
            <translation>Lucky Lucky y hyper black jack</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Lucky Lucky only</source>
            <translation>Solo Lucky Lucky</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Hyper black jack only</source>
            <translation>Solo hyper black jack</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>No side bet</source>
            <translation>Ninguna apuesta adicional</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Slow</source>
            <translation>Lenta</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Fast</source>
            <translation>Rápida</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Instant</source>
            <translation>Instantánea</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Currency</source>
            <translation>Moneda</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Animation speed</source>
            <translation>Velocidad de las animaciones</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Player's starting credit</source>
            <translation>Crédito inicial del jugador</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Sound volume</source>
            <translation>Volumen del sonido</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Mute</source>
            <translation>Silencio</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Four-colour deck</source>
            <translation>Baraja de cuatro colores</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>High contrast</source>
            <translation>Alto contraste</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Strategy hint on the felt</source>
            <translation>Consejo de estrategia en el tapete</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Kiosk: attract mode after</source>
            <translation>Quiosco: modo de demostración tras</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Kiosk: the player may turn the strategy trainer on</source>
            <translation>Quiosco: el jugador puede activar el entrenador de estrategia</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Offer hyper black jack at this table</source>
            <translation>Ofrecer hyper black jack en esta mesa</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <location filename="../../gui/director_pays.py" />
            <source>Hyper black jack limits</source>
            <translation>Límites del hyper black jack</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Computer players at the table</source>
            <translation>Jugadores virtuales en la mesa</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Their decisions made wrong on purpose</source>
            <translation>Parte de sus decisiones erradas a propósito</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Each one's own money when he sits down</source>
            <translation>El dinero de cada uno al sentarse</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>They bet the side bet's minimum too</source>
            <translation>También apuestan el mínimo de la apuesta adicional</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Accessibility</source>
            <translation>Accesibilidad</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Player aids</source>
            <translation>Ayudas al jugador</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>The computed basic strategy's move, shown beside the buttons at each decision</source>
            <translation>La jugada de la estrategia básica calculada, mostrada junto a los botones en cada decisión</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>never</source>
            <translation>nunca</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>[FR-HBJ-1] seven cases along the insurance line, on the dealer's final hand</source>
            <translation>[FR-HBJ-1] siete casillas a lo largo de la línea del seguro, sobre la mano final de la banca</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>[FR-HBJ-3] the limits apply to the stake on each case</source>
            <translation>[FR-HBJ-3] los límites se aplican a la apuesta de cada casilla</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>Pay table</source>
            <translation>Tabla de pagos</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>Custom table's name</source>
            <translation>Nombre de la tabla personalizada</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>Side-bet limits</source>
            <translation>Límites de la apuesta adicional</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>House edge</source>
            <translation>Ventaja de la casa</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>Hyper black jack (France, art. 55-4 6°)</source>
            <translation>Hyper black jack (Francia, art. 55-4 6°)</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>Side bets offered</source>
            <translation>Apuestas adicionales ofrecidas</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>Custom table</source>
            <translation>Tabla personalizada</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>exact, for 1 deck</source>
            <translation>exacta, para 1 baraja</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>to</source>
            <translation>a</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>Outcome (tick to pay it)</source>
            <translation>Combinación (marque para pagarla)</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>Pays (to 1)</source>
            <translation>Paga (a 1)</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>per case</source>
            <translation>por casilla</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>regulated</source>
            <translation>reglamentaria</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>not in the regulation</source>
            <translation>fuera del reglamento</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>the odds engine is not available</source>
            <translation>el cálculo de probabilidades no está disponible</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>no side bet</source>
            <translation>sin apuesta adicional</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>exact, for %1 decks</source>
            <translation>exacta, para %1 barajas</translation>
        </message>
        <message>
            <location filename="../../gui/director_pin.py" />
            <source>Choose the director's PIN (4 to 12 digits). It opens the director's settings.</source>
            <translation>Elija el PIN del director (de 4 a 12 dígitos). Abre los ajustes del director.</translation>
        </message>
        <message>
            <location filename="../../gui/director_pin.py" />
            <source>Enter the director's PIN.</source>
            <translation>Introduzca el PIN del director.</translation>
        </message>
        <message>
            <location filename="../../gui/director_pin.py" />
            <source>Enter the current PIN, then the new one twice.</source>
            <translation>Introduzca el PIN actual y luego dos veces el nuevo.</translation>
        </message>
        <message>
            <location filename="../../gui/director_pin.py" />
            <source>Current PIN</source>
            <translation>PIN actual</translation>
        </message>
        <message>
            <location filename="../../gui/director_pin.py" />
            <source>PIN</source>
            <translation>PIN</translation>
        </message>
        <message>
            <location filename="../../gui/director_pin.py" />
            <source>New PIN</source>
            <translation>PIN nuevo</translation>
        </message>
        <message>
            <location filename="../../gui/director_pin.py" />
            <source>New PIN again</source>
            <translation>Repita el PIN nuevo</translation>
        </message>
        <message>
            <location filename="../../gui/director_pin.py" />
            <source>The PIN file is missing or damaged: the director's menu is locked. Set a new PIN from the command line: croupier pin set</source>
            <translation>El archivo del PIN falta o está dañado: el menú del director está bloqueado. Defina un PIN nuevo desde la línea de comandos: croupier pin set</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/director_pin.py" />
            <source>Too many wrong PINs: locked for %n second(s).</source>
            <translation>
                <numerusform>Demasiados PIN erróneos: bloqueado durante %n segundo.</numerusform>
                <numerusform>Demasiados PIN erróneos: bloqueado durante %n segundos.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/director_pin.py" />
            <source>The two new PINs differ.</source>
            <translation>Los dos PIN nuevos no coinciden.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/director_pin.py" />
            <source>Wrong PIN: %n try(s) left before a lock.</source>
            <translation>
                <numerusform>PIN erróneo: queda %n intento antes de un bloqueo.</numerusform>
                <numerusform>PIN erróneo: quedan %n intentos antes de un bloqueo.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/virtual_page.py" />
            <source>Computer players sit on the boxes the player does not play, bet the table minimum times 1, 2 or 3, and play the computed basic strategy (never insurance), the percentage above made wrong on purpose. Their money is their own, apart from the player's: it is not in the player's balance, the meters or the statistics. One who cannot bet the minimum leaves his box.</source>
            <translation>Los jugadores virtuales se sientan en las casillas que el jugador no juega, apuestan el mínimo de la mesa por 1, 2 o 3 y juegan la estrategia básica calculada (nunca el seguro), con el porcentaje de arriba errado a propósito. Su dinero es suyo, aparte del del jugador: no entra en su saldo, ni en los contadores ni en las estadísticas. Quien ya no puede apostar el mínimo deja su casilla.</translation>
        </message>
    </context>
    <context>
        <name>Features</name>
        <message>
            <location filename="../../gui/features.py" />
            <source>statistics</source>
            <translation>estadísticas</translation>
        </message>
        <message>
            <location filename="../../gui/features.py" />
            <source>my limits and reality checks</source>
            <translation>mis límites y avisos de tiempo de juego</translation>
        </message>
        <message>
            <location filename="../../gui/features.py" />
            <source>computer players at the table</source>
            <translation>jugadores virtuales en la mesa</translation>
        </message>
        <message>
            <location filename="../../gui/features.py" />
            <source>PLAYERS</source>
            <translation>JUGADORES</translation>
        </message>
        <message>
            <location filename="../../gui/features.py" />
            <source>No journal: no statistics</source>
            <translation>Sin diario: no hay estadísticas</translation>
        </message>
        <message>
            <location filename="../../gui/features.py" />
            <source>STATS</source>
            <translation>ESTADÍST.</translation>
        </message>
        <message>
            <location filename="../../gui/features.py" />
            <source>LIMITS</source>
            <translation>LÍMITES</translation>
        </message>
    </context>
    <context>
        <name>Felt</name>
        <message>
            <location filename="../../gui/felt.py" />
            <source>DEALER MUST DRAW TO 16 AND STAND ON ALL 17s</source>
            <translation>EL CRUPIER PIDE HASTA 16 Y SE PLANTA CON 17</translation>
        </message>
        <message>
            <location filename="../../gui/felt.py" />
            <source>DEALER MUST DRAW TO 16 AND HIT SOFT 17</source>
            <translation>EL CRUPIER PIDE HASTA 16 Y CON 17 SUAVE</translation>
        </message>
        <message>
            <location filename="../../gui/felt.py" />
            <source>INSURANCE PAYS 2 TO 1</source>
            <translation>EL SEGURO PAGA 2 A 1</translation>
        </message>
        <message>
            <location filename="../../gui/felt.py" />
            <source>BLACKJACK PAYS %1 TO %2</source>
            <translation>BLACKJACK PAGA %1 A %2</translation>
        </message>
        <message>
            <location filename="../../gui/hyper_names.py" />
            <source>BLACK JACK</source>
            <translation>BLACKJACK</translation>
        </message>
        <message>
            <location filename="../../gui/hyper_names.py" />
            <source>BUST</source>
            <translation>SE PASA</translation>
        </message>
        <message>
            <location filename="../../gui/placard.py" />
            <source>LUCKY LUCKY</source>
            <translation>LUCKY LUCKY</translation>
        </message>
        <message>
            <location filename="../../gui/placard.py" />
            <source>LUCKY LADIES</source>
            <translation>LUCKY LADIES</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Hit: one more card</source>
            <translation>Pedir: una carta más</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Stand</source>
            <translation>Plantarse</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Double the bet for one card</source>
            <translation>Doblar la apuesta por una sola carta</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Split a pair</source>
            <translation>Separar un par</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Surrender half the bet</source>
            <translation>Rendirse y perder la mitad de la apuesta</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Take the bets back</source>
            <translation>Retirar las apuestas</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Repeat the last bets</source>
            <translation>Repetir las últimas apuestas</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Repeat the last bets, doubled</source>
            <translation>Repetir las últimas apuestas, dobladas</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <location filename="../../gui/help.py" />
            <source>Deal</source>
            <translation>Repartir</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Take or decline insurance</source>
            <translation>Tomar o rechazar el seguro</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <location filename="../../gui/help.py" />
            <source>Rules of the table</source>
            <translation>Reglas de la mesa</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Sound on or off</source>
            <translation>Sonido sí o no</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>The dealer's voice on or off</source>
            <translation>Voz del crupier sí o no</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Your language, for this session</source>
            <translation>Su idioma, para esta sesión</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <location filename="../../gui/aids.py" />
            <source>Full screen</source>
            <translation>Pantalla completa</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" />
            <source>%n deck(s) in the shoe.</source>
            <translation>
                <numerusform>%n baraja en el zapato.</numerusform>
                <numerusform>%n barajas en el zapato.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" />
            <source>Dealt from a shoe; the cut card leaves %n card(s) behind.</source>
            <translation>
                <numerusform>Se reparte desde un zapato; la carta de corte deja %n carta detrás.</numerusform>
                <numerusform>Se reparte desde un zapato; la carta de corte deja %n cartas detrás.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" />
            <source>%n card(s) burnt at each new shoe.</source>
            <translation>
                <numerusform>%n carta quemada en cada zapato nuevo.</numerusform>
                <numerusform>%n cartas quemadas en cada zapato nuevo.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>The dealer takes a hole card and checks it for blackjack when he shows an ace or a ten.</source>
            <translation>El crupier toma una carta tapada y revisa si tiene blackjack cuando muestra un as o un diez.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>The dealer draws to 16 and also draws on soft 17.</source>
            <translation>El crupier pide hasta 16 y también pide con 17 suave.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Split two cards of the same rank only into two hands.</source>
            <translation>Solo dos cartas del mismo rango se pueden separar en dos manos.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" />
            <source>A box may be split into at most %n hand(s).</source>
            <translation>
                <numerusform>Una casilla puede separarse en %n mano como máximo.</numerusform>
                <numerusform>Una casilla puede separarse en %n manos como máximo.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Aces may be split once; each split ace gets one card.</source>
            <translation>Los ases se separan una sola vez; cada as separado recibe una sola carta.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Surrender: give up your first two cards and get half your bet back.</source>
            <translation>Rendición: renuncie a sus dos primeras cartas y recupere la mitad de su apuesta.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>A dealer blackjack takes only the original bet; doubles and splits are returned.</source>
            <translation>Un blackjack del crupier solo se lleva la apuesta inicial; se devuelven las dobladas y las separaciones.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>No insurance.</source>
            <translation>Sin seguro.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" />
            <source>A player may play up to %n box(es).</source>
            <translation>
                <numerusform>Un jugador puede jugar hasta %n casilla.</numerusform>
                <numerusform>Un jugador puede jugar hasta %n casillas.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Beat the dealer's hand without going over 21.</source>
            <translation>Supere la mano del crupier sin pasarse de 21.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Cards count their face value, kings, queens and jacks 10, an ace 1 or 11.</source>
            <translation>Las cartas valen su número; el rey, la reina y la jota 10; el as 1 u 11.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>A blackjack is an ace and a ten-valued card as the first two cards; it beats any other 21.</source>
            <translation>Un blackjack es un as y una carta de valor diez como dos primeras cartas; gana a cualquier otro 21.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Every box receives one card, the dealer one, then every box its second card.</source>
            <translation>Cada casilla recibe una carta, el crupier una, y luego cada casilla su segunda carta.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>A winning hand is paid 1 to 1; a tie returns the bet; a hand over 21 loses at once.</source>
            <translation>Una mano ganadora cobra 1 a 1; el empate devuelve la apuesta; una mano que pasa de 21 pierde en el acto.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Hyper black jack is a bet on the dealer's final hand: a field of seven cases along the insurance line, 17, 18, 19, 20, 21, BLACK JACK and BUST.</source>
            <translation>El hyper black jack es una apuesta sobre la mano final de la banca: un campo de siete casillas a lo largo de la línea del seguro, 17, 18, 19, 20, 21, BLACKJACK y SE PASA.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>A case wins when it matches the dealer's final result: 21 is a 21 of three cards or more; an ace and a ten-valued card as his first two cards are BLACK JACK only; BUST is over 21.</source>
            <translation>Una casilla gana cuando coincide con el resultado final de la banca: 21 es un 21 de tres cartas o más; un as y una carta de valor diez como sus dos primeras cartas son solo BLACKJACK; SE PASA es más de 21.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>While a hyper black jack bet is in play the dealer always draws to a final result, even when every box has busted.</source>
            <translation>Mientras haya una apuesta hyper black jack en juego, la banca siempre pide cartas hasta un resultado final, aunque todas las casillas se hayan pasado.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Once the dealer has announced his point, the losing hyper black jack bets are collected, then the losing main bets; the winning main bets are paid, then the winning hyper black jack bets.</source>
            <translation>Una vez anunciado el punto de la banca, se recogen las apuestas hyper black jack perdedoras y después las apuestas principales perdedoras; se pagan las apuestas principales ganadoras y después las hyper black jack ganadoras.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Each box's chips sit on a case in front of the box. Click or tap a case to put the chosen chip on it for the box in front of that part of it (any part, when one box has a bet); ↑ from a box goes to the cases, ← → choose one, + and − add or take off a chip.</source>
            <translation>Las fichas de cada casilla de juego se colocan en una casilla hyper frente a ella. Haga clic o toque una casilla hyper para poner la ficha elegida para la casilla de juego situada frente a esa parte (cualquier parte si solo una casilla tiene apuesta); ↑ desde una casilla lleva a las casillas hyper, ← → eligen una, + y − ponen o quitan una ficha.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Case</source>
            <translation>Casilla</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Pays</source>
            <translation>Paga</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Chance</source>
            <translation>Probabilidad</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>House edge</source>
            <translation>Ventaja de la casa</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" />
            <source>Exact, for %n deck(s), the dealer standing on soft 17, from a full shoe.</source>
            <translation>
                <numerusform>Exacto, para %n baraja, la banca plantándose con 17 blando, con el zapato completo.</numerusform>
                <numerusform>Exacto, para %n barajas, la banca plantándose con 17 blando, con el zapato completo.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" />
            <source>Exact, for %n deck(s), the dealer drawing on soft 17, from a full shoe.</source>
            <translation>
                <numerusform>Exacto, para %n baraja, la banca pidiendo con 17 blando, con el zapato completo.</numerusform>
                <numerusform>Exacto, para %n barajas, la banca pidiendo con 17 blando, con el zapato completo.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>The cards go back into a continuous shuffling machine after every round.</source>
            <translation>Las cartas vuelven a un barajador continuo después de cada ronda.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>No card is burnt at a new shoe.</source>
            <translation>No se quema ninguna carta en un zapato nuevo.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>The dealer takes no hole card: his second card comes after every box has played.</source>
            <translation>El crupier no toma carta tapada: su segunda carta llega después de que todas las casillas hayan jugado.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>The dealer draws to 16 and stands on every 17, soft 17 included.</source>
            <translation>El crupier pide hasta 16 y se planta con cualquier 17, incluido el 17 suave.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Doubling is allowed after a split.</source>
            <translation>Se permite doblar después de separar.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>No doubling after a split.</source>
            <translation>No se puede doblar después de separar.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Split two cards of the same value (a king and a ten, for example) into two hands.</source>
            <translation>Separe dos cartas del mismo valor (un rey y un diez, por ejemplo) en dos manos.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Split aces may be split again; each split ace gets one card.</source>
            <translation>Los ases separados pueden volver a separarse; cada as separado recibe una sola carta.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>No surrender.</source>
            <translation>Sin rendición.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Surrender: give up your first two cards and get half your bet back, except when the dealer shows an ace.</source>
            <translation>Rendición: renuncie a sus dos primeras cartas y recupere la mitad de su apuesta, salvo cuando la banca muestra un as.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>A dealer blackjack takes every stake on the box, doubles and splits included.</source>
            <translation>Un blackjack del crupier se lleva todas las apuestas de la casilla, incluidas las dobladas y las separaciones.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Insurance is offered when the dealer shows an ace: half your bet, paid 2 to 1 if he makes blackjack.</source>
            <translation>Se ofrece seguro cuando el crupier muestra un as: la mitad de su apuesta, pagada 2 a 1 si hace blackjack.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>A hand of 21 may still draw.</source>
            <translation>Una mano de 21 aún puede pedir.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>A hand of 21 stands.</source>
            <translation>Una mano de 21 se planta.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" />
            <source>A player alone at the table must play at least %n box(es).</source>
            <translation>
                <numerusform>Un jugador solo en la mesa debe jugar al menos %n casilla.</numerusform>
                <numerusform>Un jugador solo en la mesa debe jugar al menos %n casillas.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Only seated players may make the side bet.</source>
            <translation>Solo los jugadores sentados pueden hacer la apuesta adicional.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>A box that won the side bet may not split.</source>
            <translation>Una casilla que ganó la apuesta adicional no puede separar.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>The Lucky Ladies bet wins when the box's first two cards total 20 (an ace and a nine count as 20).</source>
            <translation>La apuesta Lucky Ladies gana cuando las dos primeras cartas de la casilla suman 20 (un as y un nueve cuentan 20).</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>It is placed after the main bet, before the deal; only the best combination is paid.</source>
            <translation>Se coloca después de la apuesta principal, antes del reparto; solo se paga la mejor combinación.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>The dealer announces the number of bonuses in play once every box has two cards.</source>
            <translation>El crupier anuncia el número de bonos en juego cuando cada casilla tiene dos cartas.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>The Lucky Lucky bonus counts the box's first two cards with the dealer's face-up card.</source>
            <translation>El bono Lucky Lucky cuenta las dos primeras cartas de la casilla con la carta descubierta del crupier.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>It needs a main bet on the box and may not be more than the main bet.</source>
            <translation>Requiere una apuesta principal en la casilla y no puede superarla.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>It is settled after the deal, before anyone draws; only the best combination is paid.</source>
            <translation>Se liquida después del reparto, antes de que nadie pida; solo se paga la mejor combinación.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Only seated players may bet hyper black jack at this table.</source>
            <translation>En esta mesa solo los jugadores sentados pueden apostar al hyper black jack.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Mouse</source>
            <translation>Ratón</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Click a chip in the rack to choose it, then click a box (or its side-bet spot) to add that chip; you may also drag a chip onto a box.</source>
            <translation>Haga clic en una ficha del estante para elegirla y luego en una casilla (o su casilla de apuesta adicional) para añadirla; también puede arrastrar una ficha hasta una casilla.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Right-click a box to take one chip off it.</source>
            <translation>Un clic derecho en una casilla retira una ficha.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Keys</source>
            <translation>Teclado</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>← → or 1–7 choose a box, ↑ ↓ its bet or its side bet, Page Up / Page Down the chip, + adds it and − takes one off.</source>
            <translation>← → o 1–7 eligen una casilla, ↑ ↓ su apuesta o su apuesta adicional, Re Pág / Av Pág la ficha, + la añade y − retira una.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Touch</source>
            <translation>Táctil</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Tap a chip, then tap a box to add it; drag a chip onto a box; CLEAR takes every bet back.</source>
            <translation>Toque una ficha y luego una casilla para añadirla; arrastre una ficha hasta una casilla; BORRAR retira todas las apuestas.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Chips stack up to any amount between the limits; DEAL (Enter) checks the total and deals. REPEAT places the last bets again, REPEAT ×2 doubled.</source>
            <translation>Las fichas se apilan hasta cualquier importe entre los límites; REPARTIR (Intro) comprueba el total y reparte. REPETIR vuelve a colocar las últimas apuestas, REPETIR ×2 dobladas.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Double down on any first two cards, for one more card.</source>
            <translation>Doble con cualesquiera dos primeras cartas, por una sola carta más.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Double down on a hard 9, 10 or 11 only, for one more card.</source>
            <translation>Doble solo con 9, 10 u 11 duros, por una sola carta más.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Double down on a hard 10 or 11 only, for one more card.</source>
            <translation>Doble solo con 10 u 11 duros, por una sola carta más.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Blackjack pays 3 to 2.</source>
            <translation>El blackjack paga 3 a 2.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Blackjack pays 6 to 5.</source>
            <translation>El blackjack paga 6 a 5.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Blackjack pays 1 to 1.</source>
            <translation>El blackjack paga 1 a 1.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>A pair of queens of hearts facing the dealer's ace or ten-valued card is held until the dealer's second card, and paid most when he makes blackjack.</source>
            <translation>Un par de damas de corazones frente a un as o una carta de valor diez del crupier queda retenido hasta su segunda carta, y cobra el pago mayor si él hace blackjack.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>At this table the buttons and chips are larger for fingers.</source>
            <translation>En esta mesa los botones y las fichas son más grandes para los dedos.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Hyper black jack, per case: %1 to %2.</source>
            <translation>Hyper black jack, por casilla: de %1 a %2.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>The game</source>
            <translation>El juego</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>How to bet</source>
            <translation>Cómo apostar</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Rules at this table</source>
            <translation>Reglas de esta mesa</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Limits</source>
            <translation>Límites</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Bet per box: %1 to %2.</source>
            <translation>Apuesta por casilla: de %1 a %2.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Bet on as many cases as you like, after your main bet and before the deal; the stake on each case is between %1 and %2.</source>
            <translation>Apueste en tantas casillas como quiera, después de su apuesta principal y antes del reparto; la apuesta en cada casilla está entre %1 y %2.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Side bet: %1 to %2.</source>
            <translation>Apuesta adicional: de %1 a %2.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Side bet: %1, pay table %2</source>
            <translation>Apuesta adicional: %1, tabla de pagos %2</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Combination</source>
            <translation>Combinación</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Hyper black jack</source>
            <translation>Hyper black jack</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Keyboard</source>
            <translation>Teclado</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>This pay table is not the one in the regulation.</source>
            <translation>Esta tabla de pagos no es la del reglamento.</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Blackjack (Puerto Rico)</source>
            <translation>Blackjack (Puerto Rico)</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Blackjack (France)</source>
            <translation>Blackjack (Francia)</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Lucky Lucky Blackjack (Puerto Rico)</source>
            <translation>Lucky Lucky Black Jack (Puerto Rico)</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Blackjack with Lucky Ladies (France)</source>
            <translation>Blackjack con Lucky Ladies (Francia)</translation>
        </message>
    </context>
    <context>
        <name>Hud</name>
        <message>
            <location filename="../../gui/hud.py" />
            <source>BET</source>
            <translation>APUESTA</translation>
        </message>
        <message>
            <location filename="../../gui/hud.py" />
            <source>LAST ROUND NET</source>
            <translation>NETO ÚLTIMA MANO</translation>
        </message>
        <message>
            <location filename="../../gui/hud.py" />
            <source>DEMO</source>
            <translation>DEMO</translation>
        </message>
        <message>
            <location filename="../../gui/hud.py" />
            <source>DEMO CREDIT</source>
            <translation>CRÉDITO DEMO</translation>
        </message>
        <message>
            <location filename="../../gui/hud.py" />
            <source>BALANCE</source>
            <translation>SALDO</translation>
        </message>
    </context>
    <context>
        <name>Keypad</name>
        <message>
            <location filename="../../gui/keypad.py" />
            <source>Clear</source>
            <translation>Borrar</translation>
        </message>
        <message>
            <location filename="../../gui/keypad.py" />
            <source>Rub out</source>
            <translation>Borrar una cifra</translation>
        </message>
    </context>
    <context>
        <name>Keys</name>
        <message>
            <location filename="../../gui/guides.py" />
            <source>Enter</source>
            <translation>Intro</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>Ctrl+Shift+D</source>
            <translation>Ctrl+Mayús+D</translation>
        </message>
    </context>
    <context>
        <name>Kiosk</name>
        <message>
            <location filename="../../gui/kiosk.py" />
            <source>DEMO</source>
            <translation>DEMO</translation>
        </message>
        <message>
            <location filename="../../gui/kiosk.py" />
            <source>Demonstration rounds · demonstration credit, not money</source>
            <translation>Rondas de demostración · crédito de demostración, no dinero</translation>
        </message>
        <message>
            <location filename="../../gui/kiosk.py" />
            <source>TOUCH TO PLAY</source>
            <translation>TOQUE PARA JUGAR</translation>
        </message>
    </context>
    <context>
        <name>Meters</name>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <location filename="../../gui/meters_page.py" />
            <source>Meters</source>
            <translation>Contadores</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Responsible play</source>
            <translation>Juego responsable</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Main game</source>
            <translation>Juego principal</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Insurance</source>
            <translation>Seguro</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Side bet</source>
            <translation>Apuesta adicional</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Hyper black jack</source>
            <translation>Hyper black jack</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Money meters</source>
            <translation>Contadores de dinero</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Bets and wins per bet type</source>
            <translation>Apuestas y premios por tipo de apuesta</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Export CSV…</source>
            <translation>Exportar CSV…</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Export JSON…</source>
            <translation>Exportar JSON…</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Print to PDF…</source>
            <translation>Imprimir en PDF…</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Reading the journal and checking its hash chain…</source>
            <translation>Leyendo el diario y comprobando su cadena de hash…</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Export</source>
            <translation>Exportar</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Games played</source>
            <translation>Partidas jugadas</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Starting credit</source>
            <translation>Crédito inicial</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Money in</source>
            <translation>Entradas</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Money out</source>
            <translation>Salidas</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Balance</source>
            <translation>Saldo</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Bets</source>
            <translation>Apuestas</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Wins</source>
            <translation>Premios</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Actual return</source>
            <translation>Retorno real</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Theoretical return</source>
            <translation>Retorno teórico</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>No journal: there are no meters to show.</source>
            <translation>Sin diario: no hay contadores que mostrar.</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Main game, per initial bet</source>
            <translation>Juego principal, por apuesta inicial</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>The meters cannot be read: %1</source>
            <translation>No se pueden leer los contadores: %1</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Journal: %1</source>
            <translation>Diario: %1</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Audit: OK (hash chain whole, meters reconcile), %1 rows</source>
            <translation>Auditoría: OK (cadena de hash íntegra, contadores cuadran), %1 filas</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Audit: FAIL: %1</source>
            <translation>Auditoría: FALLO: %1</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Head hash: %1</source>
            <translation>Hash de cabeza: %1</translation>
        </message>
    </context>
    <context>
        <name>Outcome</name>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Two queens of hearts and dealer blackjack</source>
            <translation>Dos damas de corazones y blackjack del crupier</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Pair of queens of hearts</source>
            <translation>Par de damas de corazones</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Matched 20 (two identical cards)</source>
            <translation>Par idéntico que suma 20 (dos cartas iguales)</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Suited 20</source>
            <translation>20 de una misma pinta</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Any 20</source>
            <translation>20 de cualquier pinta</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Suited 7-7-7</source>
            <translation>777 de una misma pinta</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Suited 6-7-8</source>
            <translation>678 de una misma pinta</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>7-7-7 of any suits</source>
            <translation>777 de cualquier pinta</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>6-7-8 of any suits</source>
            <translation>678 de cualquier pinta</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Suited 21</source>
            <translation>Suma total 21 misma pinta</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Total 21</source>
            <translation>Suma total 21</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Total 20</source>
            <translation>Suma total 20</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Total 19</source>
            <translation>Suma total 19</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>%1 to 1</source>
            <translation>%1 a 1</translation>
        </message>
    </context>
    <context>
        <name>Placard</name>
        <message>
            <location filename="../../gui/animator.py" />
            <source>%1 to 1</source>
            <translation>%1 a 1</translation>
        </message>
        <message>
            <location filename="../../gui/placard.py" />
            <source>HYPER BLACK JACK</source>
            <translation>HYPER BLACK JACK</translation>
        </message>
        <message>
            <location filename="../../gui/placard.py" />
            <source>PAY TABLE %1</source>
            <translation>TABLA DE PAGOS %1</translation>
        </message>
        <message>
            <location filename="../../gui/placard.py" />
            <source>Table: min %1 · max %2</source>
            <translation>Mesa: mín. %1 · máx. %2</translation>
        </message>
        <message>
            <location filename="../../gui/placard.py" />
            <source>Side bet: min %1 · max %2</source>
            <translation>Apuesta adicional: mín. %1 · máx. %2</translation>
        </message>
        <message>
            <location filename="../../gui/placard.py" />
            <source>Hyper black jack: min %1 · max %2</source>
            <translation>Hyper black jack: mín. %1 · máx. %2</translation>
        </message>
    </context>
    <context>
        <name>PlayerInfo</name>
        <message>
            <location filename="../../gui/player_info.py" />
            <source>What each bet returns on average for every 100 staked, under this table's rules.</source>
            <translation>Lo que devuelve cada apuesta en promedio por cada 100 apostados, con las reglas de esta mesa.</translation>
        </message>
        <message>
            <location filename="../../gui/player_info.py" />
            <source>Play responsibly: set yourself limits and stop when it is no longer fun.</source>
            <translation>Juegue con responsabilidad: fíjese límites y pare cuando deje de divertirse.</translation>
        </message>
        <message>
            <location filename="../../gui/player_info.py" />
            <source>If gambling is a problem for you, ask for help, and ask the gaming regulator about self-exclusion.</source>
            <translation>Si el juego es un problema para usted, pida ayuda y consulte al regulador del juego sobre la autoexclusión.</translation>
        </message>
        <message>
            <location filename="../../gui/player_info.py" />
            <source>Main game, played with the basic strategy for these rules</source>
            <translation>Juego principal, con la estrategia básica de estas reglas</translation>
        </message>
        <message>
            <location filename="../../gui/player_info.py" />
            <source>Playing involves risks: debt, isolation, addiction. For help, call Joueurs Info Service on 09 74 75 13 13 (standard-rate call).</source>
            <translation>Jugar conlleva riesgos: endeudamiento, aislamiento, adicción. Para recibir ayuda, llame a Joueurs Info Service al 09 74 75 13 13 (llamada sin recargo).</translation>
        </message>
        <message>
            <location filename="../../gui/player_info.py" />
            <source>You can ask the Autorité nationale des jeux (ANJ) to ban you from gaming (interdiction volontaire de jeux): it applies in casinos, gaming clubs and on licensed gaming sites. See anj.fr.</source>
            <translation>Puede pedir a la Autorité nationale des jeux (ANJ) su prohibición voluntaria de juego (interdiction volontaire de jeux): se aplica en casinos, clubes de juego y sitios de juego autorizados. Vea anj.fr.</translation>
        </message>
        <message>
            <location filename="../../gui/player_info.py" />
            <source>If gambling is a problem for you or someone close to you, ask for help. The Puerto Rico Gaming Commission (Comisión de Juegos) can tell you how to exclude yourself from casinos.</source>
            <translation>Si el juego es un problema para usted o para alguien cercano, pida ayuda. La Comisión de Juegos de Puerto Rico puede indicarle cómo autoexcluirse de los casinos.</translation>
        </message>
        <message>
            <location filename="../../gui/player_info.py" />
            <source>Insurance</source>
            <translation>Seguro</translation>
        </message>
        <message>
            <location filename="../../gui/player_info.py" />
            <source>Return to player</source>
            <translation>Retorno al jugador</translation>
        </message>
        <message>
            <location filename="../../gui/player_info.py" />
            <source>Playing responsibly</source>
            <translation>Jugar con responsabilidad</translation>
        </message>
        <message>
            <location filename="../../gui/player_info.py" />
            <source>Your own limits and reality checks: the LIMITS button (F7).</source>
            <translation>Sus propios límites y avisos de tiempo de juego: el botón LÍMITES (F7).</translation>
        </message>
        <message>
            <location filename="../../gui/player_info.py" />
            <source>%1, pay table %2, %3 decks</source>
            <translation>%1, tabla de pagos %2, %3 barajas</translation>
        </message>
        <message>
            <location filename="../../gui/player_info.py" />
            <source>Hyper black jack, case %1</source>
            <translation>Hyper black jack, casilla %1</translation>
        </message>
    </context>
    <context>
        <name>Recall</name>
        <message>
            <location filename="../../gui/recall.py" />
            <source>BLACKJACK</source>
            <translation>BLACKJACK</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>WIN</source>
            <translation>GANA</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>PUSH</source>
            <translation>EMPATE</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>LOSE</source>
            <translation>PIERDE</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>BUST</source>
            <translation>SE PASA</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>SURRENDER</source>
            <translation>RENDICIÓN</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>RETURNED</source>
            <translation>DEVUELTA</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>not settled</source>
            <translation>sin liquidar</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>deal</source>
            <translation>reparto</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>hit</source>
            <translation>pedir</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>stand</source>
            <translation>plantarse</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>double</source>
            <translation>doblar</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>split</source>
            <translation>separar</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>surrender</source>
            <translation>rendirse</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>No bet was dealt in this game.</source>
            <translation>No se repartió ninguna apuesta en esta partida.</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>RECALL</source>
            <translation>HISTORIAL</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>LEAVE RECALL</source>
            <translation>SALIR DEL HISTORIAL</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>before the first bet</source>
            <translation>antes de la primera apuesta</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>finished</source>
            <translation>terminada</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>in progress</source>
            <translation>en curso</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>bet taken back from box %1</source>
            <translation>apuesta retirada de la casilla %1</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>net %1</source>
            <translation>neto %1</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>box %1 takes insurance</source>
            <translation>la casilla %1 toma el seguro</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>box %1 declines insurance</source>
            <translation>la casilla %1 rechaza el seguro</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>◀ GAME</source>
            <translation>◀ PARTIDA</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>◀ STEP</source>
            <translation>◀ PASO</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>STEP ▶</source>
            <translation>PASO ▶</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>GAME ▶</source>
            <translation>PARTIDA ▶</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>Credits before %1 · after %2</source>
            <translation>Créditos antes %1 · después %2</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>doubles/splits %1</source>
            <translation>dobladas/separaciones %1</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>side %1</source>
            <translation>adicional %1</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>insurance %1</source>
            <translation>seguro %1</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>side: %1</source>
            <translation>adicional: %1</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>insurance: %1</source>
            <translation>seguro: %1</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>bet on box %1: %2</source>
            <translation>apuesta en la casilla %1: %2</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source> + side %1</source>
            <translation> + adicional %1</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>Box %1: bet %2</source>
            <translation>Casilla %1: apuesta %2</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>%1, computer player: %2</source>
            <translation>%1, jugador virtual: %2</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>hand %1</source>
            <translation>mano %1</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>Dealer: %1 (%2)</source>
            <translation>Crupier: %1 (%2)</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>Round %1 (%2) · credits at this step %3</source>
            <translation>Ronda %1 (%2) · créditos en este paso %3</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>Game %1 of %2 · round %3 · step %4 of %5: %6</source>
            <translation>Partida %1 de %2 · ronda %3 · paso %4 de %5: %6</translation>
        </message>
    </context>
    <context>
        <name>Responsible</name>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Please read the reality check first.</source>
            <translation>Lea primero el aviso de tiempo de juego.</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Reality check</source>
            <translation>Aviso de tiempo de juego</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Continue playing</source>
            <translation>Seguir jugando</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>My limits…</source>
            <translation>Mis límites…</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>My limits</source>
            <translation>Mis límites</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>A lower limit applies at once. A higher limit, or none, applies only 24 hours after you ask.</source>
            <translation>Un límite más bajo se aplica enseguida. Uno más alto, o ninguno, solo 24 horas después de pedirlo.</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>none</source>
            <translation>ninguno</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Loss limit per session</source>
            <translation>Límite de pérdidas por sesión</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Time limit per session</source>
            <translation>Límite de tiempo por sesión</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Reality check every</source>
            <translation>Aviso de tiempo de juego cada</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>off</source>
            <translation>desactivado</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Players may choose a shorter interval, and their own loss and time limits (F7).</source>
            <translation>Los jugadores pueden elegir un intervalo más corto y sus propios límites de pérdidas y de tiempo (F7).</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Apply</source>
            <translation>Aplicar</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Saved.</source>
            <translation>Guardado.</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>%1 min</source>
            <translation>%1 min</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Your time limit (%1 min) is reached: no more deals this session.</source>
            <translation>Ha alcanzado su límite de tiempo (%1 min): no se reparte más en esta sesión.</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Your loss limit (%1) is reached: no more deals this session.</source>
            <translation>Ha alcanzado su límite de pérdidas (%1): no se reparte más en esta sesión.</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>You have been playing for %1.</source>
            <translation>Lleva jugando %1.</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Your net result this session: %1.</source>
            <translation>Su resultado neto en esta sesión: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Saved. A higher limit applies in 24 hours.</source>
            <translation>Guardado. Un límite más alto se aplica dentro de 24 horas.</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>No journal: nothing can be set here.</source>
            <translation>Sin diario: aquí no se puede ajustar nada.</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>No change.</source>
            <translation>Sin cambios.</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>These bets could take you past your loss limit: %1 left, %2 at stake.</source>
            <translation>Estas apuestas podrían superar su límite de pérdidas: quedan %1, hay %2 en juego.</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>%1 h %2 min</source>
            <translation>%1 h %2 min</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>the table's (%1 min)</source>
            <translation>el de la mesa (%1 min)</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Loss limit: %1</source>
            <translation>Límite de pérdidas: %1</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Rises to %1 on %2</source>
            <translation>Sube a %1 el %2</translation>
        </message>
        <message>
            <location filename="../../gui/session_clock.py" />
            <source>SESSION</source>
            <translation>SESIÓN</translation>
        </message>
    </context>
    <context>
        <name>Stats</name>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Rounds</source>
            <translation>Rondas</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Hands</source>
            <translation>Manos</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Won</source>
            <translation>Ganadas</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Pushed</source>
            <translation>Empates</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Lost</source>
            <translation>Perdidas</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Surrendered</source>
            <translation>Rendidas</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Blackjacks</source>
            <translation>Blackjacks</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Doubled hands won</source>
            <translation>Manos dobladas ganadas</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Split hands won</source>
            <translation>Manos separadas ganadas</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Net result</source>
            <translation>Resultado neto</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Bankroll over time</source>
            <translation>Evolución del saldo</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Statistics</source>
            <translation>Estadísticas</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Side bet hits and their expected counts</source>
            <translation>Aciertos de la apuesta adicional y su número esperado</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Export CSV…</source>
            <translation>Exportar CSV…</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Reset my statistics…</source>
            <translation>Poner mis estadísticas a cero…</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Counting from the journal…</source>
            <translation>Contando desde el diario…</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Count the statistics afresh from now? The journal keeps every game.</source>
            <translation>¿Contar las estadísticas de nuevo desde ahora? El diario conserva todas las partidas.</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Not enough rounds to draw yet</source>
            <translation>Aún no hay rondas suficientes para dibujar</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>This session</source>
            <translation>Esta sesión</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>All sessions</source>
            <translation>Todas las sesiones</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Side bet</source>
            <translation>Apuesta adicional</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Hits</source>
            <translation>Aciertos</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Expected</source>
            <translation>Esperados</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Bankroll over time (dashed: a new session)</source>
            <translation>Evolución del saldo (discontinua: nueva sesión)</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>%1 session(s) counted, %2 side bet(s)</source>
            <translation>%1 sesión(es) contada(s), %2 apuesta(s) adicional(es)</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>%1 rounds</source>
            <translation>%1 rondas</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>session %1</source>
            <translation>sesión %1</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>The statistics cannot be read: %1</source>
            <translation>No se pueden leer las estadísticas: %1</translation>
        </message>
    </context>
    <context>
        <name>Stop</name>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>The journal %1 was deleted while the table was open: nothing more is dealt, so no game goes unrecorded.</source>
            <translation>El diario %1 se borró mientras la mesa estaba abierta: no se reparte nada más, para que ninguna partida quede sin registrar.</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>The journal %1 was replaced by another file while the table was open: nothing more is dealt.</source>
            <translation>El diario %1 fue sustituido por otro archivo mientras la mesa estaba abierta: no se reparte nada más.</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>(no file named)</source>
            <translation>(ningún archivo indicado)</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>The director's menu is locked: %1</source>
            <translation>El menú del director está bloqueado: %1</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>The journal %1 cannot be written: the disk is full.</source>
            <translation>No se puede escribir el diario %1: el disco está lleno.</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>The journal %1 cannot be written: it is read-only.</source>
            <translation>No se puede escribir el diario %1: es de solo lectura.</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>Another Croupier table (process %2) is using the data folder %1: one table per data folder.</source>
            <translation>Otra mesa de Croupier (proceso %2) está usando la carpeta de datos %1: una sola mesa por carpeta de datos.</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>The journal %1 is locked by another process.</source>
            <translation>El diario %1 está bloqueado por otro proceso.</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>The journal %1 is missing.</source>
            <translation>Falta el diario %1.</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>The journal %1 was altered after it was written.</source>
            <translation>El diario %1 fue modificado después de escribirse.</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>The journal %1 is damaged: it cannot be read.</source>
            <translation>El diario %1 está dañado: no se puede leer.</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>The journal %1 is missing: this installation recorded its end at row %2, game %3.</source>
            <translation>Falta el diario %1: esta instalación había registrado su final en la fila %2, partida %3.</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>The journal %1 was altered after it was written (row %2).</source>
            <translation>El diario %1 fue modificado después de escribirse (fila %2).</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>The journal %1 was written by another version of Croupier: %2</source>
            <translation>El diario %1 fue escrito por otra versión de Croupier: %2</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>The journal %1 cannot be used: %2</source>
            <translation>No se puede usar el diario %1: %2</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>LANGUAGE: %1</source>
            <translation>IDIOMA: %1</translation>
        </message>
        <message>
            <location filename="../../gui/aids.py" />
            <source>deal</source>
            <translation>repartir</translation>
        </message>
        <message>
            <location filename="../../gui/aids.py" />
            <source>hit</source>
            <translation>pedir</translation>
        </message>
        <message>
            <location filename="../../gui/aids.py" />
            <source>stand</source>
            <translation>plantarse</translation>
        </message>
        <message>
            <location filename="../../gui/aids.py" />
            <source>double</source>
            <translation>doblar</translation>
        </message>
        <message>
            <location filename="../../gui/aids.py" />
            <source>split</source>
            <translation>separar</translation>
        </message>
        <message>
            <location filename="../../gui/aids.py" />
            <source>surrender</source>
            <translation>rendirse</translation>
        </message>
        <message>
            <location filename="../../gui/aids.py" />
            <source>insurance: take / decline</source>
            <translation>seguro: tomar / rechazar</translation>
        </message>
        <message>
            <location filename="../../gui/aids.py" />
            <source>clear the bets</source>
            <translation>borrar las apuestas</translation>
        </message>
        <message>
            <location filename="../../gui/aids.py" />
            <source>repeat the last bets</source>
            <translation>repetir las últimas apuestas</translation>
        </message>
        <message>
            <location filename="../../gui/aids.py" />
            <source>repeat them doubled</source>
            <translation>repetirlas dobladas</translation>
        </message>
        <message>
            <location filename="../../gui/aids.py" />
            <source>help</source>
            <translation>ayuda</translation>
        </message>
        <message>
            <location filename="../../gui/animator.py" />
            <source>Shuffling</source>
            <translation>Barajando</translation>
        </message>
        <message>
            <location filename="../../gui/animator.py" />
            <source>HELD</source>
            <translation>RETENIDA</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>Hyper black jack is for seated players only</source>
            <translation>El hyper black jack es solo para jugadores sentados</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>Place a main bet before the hyper black jack bet</source>
            <translation>Haga la apuesta principal antes del hyper black jack</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>Hyper black jack bets are placed before the deal</source>
            <translation>El hyper black jack se apuesta antes del reparto</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>This table does not offer hyper black jack</source>
            <translation>Esta mesa no ofrece hyper black jack</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>The bonus bet may not exceed the main bet</source>
            <translation>La apuesta bono no puede superar la apuesta principal</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>Place a main bet before the side bet</source>
            <translation>Apueste en la casilla antes de la apuesta adicional</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>Not enough balance for these bets</source>
            <translation>Saldo insuficiente para estas apuestas</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <location filename="../../gui/controller.py" />
            <location filename="../../gui/scene.py" />
            <source>Place your bets</source>
            <translation>Hagan sus apuestas</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>Maximum hyper black jack bet %1</source>
            <translation>Apuesta máxima de hyper black jack %1</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>Minimum hyper black jack bet %1</source>
            <translation>Apuesta mínima de hyper black jack %1</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>Maximum bet %1</source>
            <translation>Apuesta máxima %1</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>Maximum side bet %1</source>
            <translation>Apuesta adicional máxima %1</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>A player alone plays at least %1 boxes</source>
            <translation>Un jugador solo juega al menos %1 casillas</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>Minimum bet %1</source>
            <translation>Apuesta mínima %1</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>Minimum side bet %1</source>
            <translation>Apuesta adicional mínima %1</translation>
        </message>
        <message>
            <location filename="../../gui/books.py" />
            <source>Set one from the command line: croupier pin set (it reads the PIN from standard input).</source>
            <translation>Defina uno desde la línea de comandos: croupier pin set (lee el PIN de la entrada estándar).</translation>
        </message>
        <message>
            <location filename="../../gui/books.py" />
            <source>The director may set the journal aside (it is kept as journal.sqlite3.bad) and start a new one (NEW JOURNAL); croupier audit names the first bad row.</source>
            <translation>El director puede apartar el registro (se guarda como journal.sqlite3.bad) y empezar uno nuevo (REGISTRO NUEVO); croupier audit indica la primera fila errónea.</translation>
        </message>
        <message>
            <location filename="../../gui/books.py" />
            <source>Close the other table that uses this data folder, then start this one again.</source>
            <translation>Cierre la otra mesa que usa esta carpeta de datos y vuelva a abrir esta.</translation>
        </message>
        <message>
            <location filename="../../gui/books.py" />
            <source>Check the data folder's permissions or medium, then start the table again.</source>
            <translation>Compruebe los permisos o el soporte de la carpeta de datos y vuelva a abrir la mesa.</translation>
        </message>
        <message>
            <location filename="../../gui/books.py" />
            <source>The director may start a new journal (NEW JOURNAL): play starts on the starting credit.</source>
            <translation>El director puede empezar un registro nuevo (REGISTRO NUEVO): el juego empieza con el crédito inicial.</translation>
        </message>
        <message>
            <location filename="../../gui/books.py" />
            <source>Free some space on the disk, then start the table again.</source>
            <translation>Libere espacio en el disco y vuelva a abrir la mesa.</translation>
        </message>
        <message>
            <location filename="../../gui/books.py" />
            <source>This kiosk has no director's PIN, so it does not start.</source>
            <translation>Este quiosco no tiene PIN del director, así que no arranca.</translation>
        </message>
        <message>
            <location filename="../../gui/controller.py" />
            <location filename="../../gui/guides.py" />
            <source>speed</source>
            <translation>velocidad</translation>
        </message>
        <message>
            <location filename="../../gui/controller.py" />
            <source>Insurance for box %1?</source>
            <translation>¿Seguro para la casilla %1?</translation>
        </message>
        <message>
            <location filename="../../gui/controller.py" />
            <source>Box %1 is %2's, a computer player's</source>
            <translation>La casilla %1 es de %2, un jugador virtual</translation>
        </message>
        <message>
            <location filename="../../gui/controller.py" />
            <source>%1 · min %2</source>
            <translation>%1 · mín %2</translation>
        </message>
        <message>
            <location filename="../../gui/controller.py" />
            <source>%1 · max %2</source>
            <translation>%1 · máx %2</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>HIT</source>
            <translation>PEDIR</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>STAND</source>
            <translation>PLANTARSE</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>DOUBLE</source>
            <translation>DOBLAR</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>SPLIT</source>
            <translation>SEPARAR</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <location filename="../../gui/scene.py" />
            <source>SURRENDER</source>
            <translation>RENDIRSE</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>CLEAR</source>
            <translation>BORRAR</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>REPEAT</source>
            <translation>REPETIR</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>REPEAT ×2</source>
            <translation>REPETIR ×2</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>DEAL</source>
            <translation>REPARTIR</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <location filename="../../gui/insurance_tags.py" />
            <source>INSURANCE</source>
            <translation>SEGURO</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>NO INSURANCE</source>
            <translation>SIN SEGURO</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>SPEED</source>
            <translation>VELOCIDAD</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>SLOW</source>
            <translation>LENTA</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>NORMAL</source>
            <translation>NORMAL</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>FAST</source>
            <translation>RÁPIDA</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>INSTANT</source>
            <translation>INSTANTÁNEA</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>HINT: %1</source>
            <translation>CONSEJO: %1</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>THE TABLE DOES NOT DEAL</source>
            <translation>LA MESA NO REPARTE</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>Problems found in the table's files</source>
            <translation>Problemas encontrados en los archivos de la mesa</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>DISMISS</source>
            <translation>ENTENDIDO</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>The round goes on exactly where it stopped</source>
            <translation>La ronda sigue exactamente donde se detuvo</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>Director's settings…</source>
            <translation>Ajustes del director…</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>Quit the kiosk…</source>
            <translation>Salir del quiosco…</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>CLOSE</source>
            <translation>CERRAR</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>Resumed round %1</source>
            <translation>Ronda %1 reanudada</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>choose a box</source>
            <translation>elegir un encasillado</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>its bet or its side bet</source>
            <translation>su apuesta o su apuesta de bonificación</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>add or take off the chosen chip</source>
            <translation>poner o quitar la ficha elegida</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>choose the chip</source>
            <translation>elegir la ficha</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>trainer on or off</source>
            <translation>entrenador activado o desactivado</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>drill the hands missed most</source>
            <translation>practicar las manos más falladas</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>game recall</source>
            <translation>historial de partidas</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>director</source>
            <translation>director</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>No journal: nothing to recall</source>
            <translation>Sin registro: nada que recordar</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>Game recall opens between rounds</source>
            <translation>El historial se abre entre rondas</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>No game to recall yet</source>
            <translation>Aún no hay partidas que revisar</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>NEW JOURNAL</source>
            <translation>REGISTRO NUEVO</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>HELP</source>
            <translation>AYUDA</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>RECALL</source>
            <translation>HISTORIAL</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>DIRECTOR</source>
            <translation>DIRECTOR</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>… and %1 more (see the log)</source>
            <translation>… y %1 más (vea el log)</translation>
        </message>
        <message>
            <location filename="../../gui/kiosk.py" />
            <location filename="../../gui/scene.py" />
            <source>Bonuses in play: %1</source>
            <translation>Bonos en juego: %1</translation>
        </message>
        <message>
            <location filename="../../gui/scene.py" />
            <source>BLACKJACK</source>
            <translation>BLACKJACK</translation>
        </message>
        <message>
            <location filename="../../gui/scene.py" />
            <source>WIN</source>
            <translation>GANA</translation>
        </message>
        <message>
            <location filename="../../gui/scene.py" />
            <source>PUSH</source>
            <translation>EMPATE</translation>
        </message>
        <message>
            <location filename="../../gui/scene.py" />
            <source>LOSE</source>
            <translation>PIERDE</translation>
        </message>
        <message>
            <location filename="../../gui/scene.py" />
            <source>BUST</source>
            <translation>SE PASA</translation>
        </message>
        <message>
            <location filename="../../gui/scene.py" />
            <source>RETURNED</source>
            <translation>DEVUELTA</translation>
        </message>
        <message>
            <location filename="../../gui/scene.py" />
            <source>DEALER %1</source>
            <translation>CRUPIER %1</translation>
        </message>
        <message>
            <location filename="../../gui/table_view.py" />
            <source>Croupier</source>
            <translation>Croupier</translation>
        </message>
    </context>
    <context>
        <name>Trainer</name>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>Your most missed hands · not table play, not journaled · G: back</source>
            <translation>Sus manos más falladas · no es juego real, no se registra · G: volver</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>PLAY IT ANYWAY</source>
            <translation>JUGAR DE TODOS MODOS</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>CHOOSE AGAIN</source>
            <translation>ELEGIR DE NUEVO</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>Expected returns: …</source>
            <translation>Esperanzas: …</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>PRACTICE</source>
            <translation>PRÁCTICA</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <location filename="../../gui/trainer_panel.py" />
            <source>TRAINER</source>
            <translation>ENTRENADOR</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>Computing the strategy…</source>
            <translation>Calculando la estrategia…</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>T · ON</source>
            <translation>T · ACTIVO</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>The trainer is not offered at this table</source>
            <translation>El entrenador no se ofrece en esta mesa</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>Trainer on</source>
            <translation>Entrenador activado</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>Trainer off</source>
            <translation>Entrenador desactivado</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>The drill opens between rounds</source>
            <translation>La práctica se abre entre dos rondas</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>Nothing to drill yet: the trainer has seen no mistake</source>
            <translation>Nada que practicar: el entrenador no ha visto ningún error</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>Practice: %1 correct</source>
            <translation>Práctica: %1 correctas</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>Expected return: %1 for %2, %3 for %4</source>
            <translation>Esperanza: %1 para %2, %3 para %4</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>This session: %1 · over time: %2</source>
            <translation>Esta sesión: %1 · en total: %2</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>The strategy says %1, not %2</source>
            <translation>La estrategia dice %1, no %2</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>DRILL</source>
            <translation>PRÁCTICA</translation>
        </message>
        <message>
            <location filename="../../gui/trainer_panel.py" />
            <source>HIT</source>
            <translation>PEDIR</translation>
        </message>
        <message>
            <location filename="../../gui/trainer_panel.py" />
            <source>STAND</source>
            <translation>PLANTARSE</translation>
        </message>
        <message>
            <location filename="../../gui/trainer_panel.py" />
            <source>DOUBLE</source>
            <translation>DOBLAR</translation>
        </message>
        <message>
            <location filename="../../gui/trainer_panel.py" />
            <source>SPLIT</source>
            <translation>SEPARAR</translation>
        </message>
        <message>
            <location filename="../../gui/trainer_panel.py" />
            <source>SURRENDER</source>
            <translation>RENDIRSE</translation>
        </message>
        <message>
            <location filename="../../gui/trainer_panel.py" />
            <source>INSURANCE</source>
            <translation>SEGURO</translation>
        </message>
        <message>
            <location filename="../../gui/trainer_panel.py" />
            <source>NO INSURANCE</source>
            <translation>SIN SEGURO</translation>
        </message>
        <message>
            <location filename="../../gui/trainer_panel.py" />
            <source>Expected return per bet, exact math for these rules</source>
            <translation>Esperanza por apuesta, cálculo exacto para estas reglas</translation>
        </message>
        <message>
            <location filename="../../gui/trainer_panel.py" />
            <source>Expected return of each option: when a hand is to play</source>
            <translation>Esperanza de cada opción: cuando hay una mano por jugar</translation>
        </message>
    </context>
    <context>
        <name>Virtual</name>
        <message>
            <location filename="../../gui/seat_plate.py" />
            <source>HITS</source>
            <translation>PIDE</translation>
        </message>
        <message>
            <location filename="../../gui/seat_plate.py" />
            <source>STANDS</source>
            <translation>SE PLANTA</translation>
        </message>
        <message>
            <location filename="../../gui/seat_plate.py" />
            <source>DOUBLES</source>
            <translation>DOBLA</translation>
        </message>
        <message>
            <location filename="../../gui/seat_plate.py" />
            <source>SPLITS</source>
            <translation>SEPARA</translation>
        </message>
        <message>
            <location filename="../../gui/seat_plate.py" />
            <source>SURRENDERS</source>
            <translation>SE RINDE</translation>
        </message>
        <message>
            <location filename="../../gui/seat_plate.py" />
            <source>TAKES INSURANCE</source>
            <translation>TOMA EL SEGURO</translation>
        </message>
        <message>
            <location filename="../../gui/seat_plate.py" />
            <source>NO INSURANCE</source>
            <translation>SIN SEGURO</translation>
        </message>
        <message>
            <location filename="../../gui/seat_plate.py" />
            <source>%1, a computer player: his own money, apart from yours</source>
            <translation>%1, jugador virtual: su propio dinero, aparte del suyo</translation>
        </message>
        <message>
            <location filename="../../gui/seat_plate.py" />
            <source>computer player</source>
            <translation>jugador virtual</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/virtual.py" />
            <source>%n computer player(s)</source>
            <translation>
                <numerusform>%n jugador virtual</numerusform>
                <numerusform>%n jugadores virtuales</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/virtual.py" />
            <source>No computer player</source>
            <translation>Ningún jugador virtual</translation>
        </message>
        <message>
            <location filename="../../gui/virtual.py" />
            <source>%1 leaves the table: out of money</source>
            <translation>%1 deja la mesa: sin dinero</translation>
        </message>
    </context>
</TS>
