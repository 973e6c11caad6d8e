<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
    <context>
        <name>Announce</name>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>blackjack</source>
            <translation>black jack</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Dealer</source>
            <translation>Croupier</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>%1 draws.</source>
            <translation>%1 tire une carte.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>%1 stands.</source>
            <translation>%1 reste.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>%1 doubles.</source>
            <translation>%1 double.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>%1 splits.</source>
            <translation>%1 sépare.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>%1 surrenders.</source>
            <translation>%1 abandonne.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>%1 takes insurance.</source>
            <translation>%1 prend l’assurance.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>%1 declines insurance.</source>
            <translation>%1 refuse l’assurance.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1 bets %2.</source>
            <translation>Case %1 : mise de %2.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1: side bet %2.</source>
            <translation>Case %1 : mise annexe de %2.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1: insurance %2.</source>
            <translation>Case %1 : assurance de %2.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1 adds %2 to double.</source>
            <translation>Case %1 : %2 ajoutés pour doubler.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1 adds %2 to split.</source>
            <translation>Case %1 : %2 ajoutés pour séparer.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>bust, %1</source>
            <translation>sauté, %1</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>soft %1</source>
            <translation>%1 souple</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1</source>
            <translation>Case %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/a11y.py" />
            <source>%n bonus(es) in play.</source>
            <translation>
                <numerusform>%n bonus en jeu.</numerusform>
                <numerusform>%n bonus en jeu.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>The dealer shuffles the cards.</source>
            <translation>Le croupier mélange les cartes.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/a11y.py" />
            <source>%n card(s) burnt.</source>
            <translation>
                <numerusform>%n carte brûlée.</numerusform>
                <numerusform>%n cartes brûlées.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>No voice is available on this computer.</source>
            <translation>Aucune voix n’est disponible sur cet ordinateur.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Voice on.</source>
            <translation>Voix activée.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Voice off.</source>
            <translation>Voix coupée.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>The dealer takes a hole card.</source>
            <translation>Le croupier prend une carte cachée.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>%1: %2, total %3.</source>
            <translation>%1 : %2, total %3.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>The dealer turns %1, total %2.</source>
            <translation>Le croupier retourne %1, total %2.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>No bonus in play.</source>
            <translation>Aucun bonus en jeu.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>The dealer has blackjack.</source>
            <translation>Le croupier a black jack.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>The dealer checks: no blackjack.</source>
            <translation>Le croupier vérifie : pas de black jack.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1: hyper black jack %2 on %3.</source>
            <translation>Case %1 : hyper black jack %2 sur le %3.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1 wins the side bet, %2: paid %3.</source>
            <translation>Case %1 gagne la mise annexe, %2 : payé %3.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1 loses the hyper black jack bet on %2.</source>
            <translation>Case %1 perd la mise hyper black jack sur le %2.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1 wins the hyper black jack bet on %2: paid %3.</source>
            <translation>Case %1 gagne la mise hyper black jack sur le %2 : payé %3.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1 loses the side bet.</source>
            <translation>Case %1 perd la mise annexe.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1: pair of queens of hearts, held until the dealer's second card.</source>
            <translation>Case %1 : paire de dames de cœur, en attente de la seconde carte du croupier.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1 loses the insurance.</source>
            <translation>Case %1 perd l’assurance.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>%1: push, the bet stays.</source>
            <translation>%1 : égalité, la mise reste.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1, hand %2</source>
            <translation>Case %1, main %2</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>%1, computer player: %2</source>
            <translation>%1, joueur virtuel : %2</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Box %1: insurance paid %2.</source>
            <translation>Case %1 : assurance payée %2.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>%1 loses %2.</source>
            <translation>%1 perd %2.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>%1 wins %2.</source>
            <translation>%1 gagne %2.</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>%1: %2 returned.</source>
            <translation>%1 : %2 rendus.</translation>
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
            <translation>deux</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>three</source>
            <translation>trois</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>four</source>
            <translation>quatre</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>five</source>
            <translation>cinq</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>six</source>
            <translation>six</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>seven</source>
            <translation>sept</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>eight</source>
            <translation>huit</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>nine</source>
            <translation>neuf</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>ten</source>
            <translation>dix</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>jack</source>
            <translation>valet</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>queen</source>
            <translation>dame</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>king</source>
            <translation>roi</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>spades</source>
            <translation>pique</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>hearts</source>
            <translation>cœur</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>diamonds</source>
            <translation>carreau</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>clubs</source>
            <translation>trèfle</translation>
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
            <translation>Réglages du directeur</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>A round is in progress: the settings can be read, but nothing can change until the round is over.</source>
            <translation>Un coup est en cours : les réglages peuvent être consultés, mais rien ne peut changer avant la fin du coup.</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Table</source>
            <translation>Table</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <location filename="../../gui/director_pays.py" />
            <source>Side bet</source>
            <translation>Mise annexe</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Rules</source>
            <translation>Règles</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Kiosk and access</source>
            <translation>Borne et accessibilité</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Computer players</source>
            <translation>Joueurs virtuels</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Apply and close</source>
            <translation>Appliquer et fermer</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>[FR-LIM-1] the maximum is 50, 100 or 200 times the minimum</source>
            <translation>[FR-LIM-1] le maximum vaut 50, 100 ou 200 fois le minimum</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Dealing and play</source>
            <translation>Donne et jeu</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>House options</source>
            <translation>Options de la maison</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Main game's house edge</source>
            <translation>Avantage de la maison au jeu principal</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Change the PIN…</source>
            <translation>Changer le code PIN…</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Reset the player's balance…</source>
            <translation>Réinitialiser le solde du joueur…</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <location filename="../../gui/director_pin.py" />
            <source>Director</source>
            <translation>Directeur</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>End the session?</source>
            <translation>Terminer la session ?</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <location filename="../../gui/director_pays.py" />
            <source>counting…</source>
            <translation>calcul en cours…</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>the strategy engine is not available</source>
            <translation>le moteur de stratégie n’est pas disponible</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>with the basic strategy computed for these rules, off the top of a full shoe</source>
            <translation>avec la stratégie de base calculée pour ces règles, sabot plein</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>The side bet or its pay table changes: the pay table is fixed for a whole session [FR-LL-3], so applying this ends the current session.</source>
            <translation>La mise annexe ou sa table de paiement change : la table de paiement est fixée pour toute la session [FR-LL-3], donc appliquer ce changement termine la session en cours.</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Refused: a round is in progress; settings change only between rounds.</source>
            <translation>Refusé : un coup est en cours ; les réglages ne changent qu’entre deux coups.</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Put the player's balance back to the starting credit (%1)?</source>
            <translation>Remettre le solde du joueur au crédit de départ (%1) ?</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>the rules are not valid</source>
            <translation>les règles ne sont pas valides</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>The pay table is fixed for the whole session [FR-LL-3]. Changing the side bet or its pay table ends the current session. End the session and apply the new settings?</source>
            <translation>La table de paiement est fixée pour toute la session [FR-LL-3]. Changer la mise annexe ou sa table de paiement termine la session en cours. Terminer la session et appliquer les nouveaux réglages ?</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Profile</source>
            <translation>Profil</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Refused: %1</source>
            <translation>Refusé : %1</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>[PR-LL-3] the bonus maximum is lowered to %1 so that the top payout stays within 3 × the table maximum.</source>
            <translation>[PR-LL-3] le maximum du bonus est abaissé à %1 pour que le plus gros paiement ne dépasse pas 3 × le maximum de la table.</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Table minimum</source>
            <translation>Minimum de la table</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Table maximum</source>
            <translation>Maximum de la table</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Not saved: %1</source>
            <translation>Non enregistré : %1</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Decks</source>
            <translation>Jeux de cartes</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Shuffle</source>
            <translation>Mélange</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Cards burnt at a new shoe</source>
            <translation>Cartes brûlées à chaque nouveau sabot</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Cards behind the cut card (0: one deck)</source>
            <translation>Cartes derrière la carte de coupe (0 : un jeu)</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Dealer's hole card</source>
            <translation>Carte cachée du croupier</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Dealer on soft 17</source>
            <translation>Croupier sur 17 souple</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Double on</source>
            <translation>Doubler sur</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Double after a split</source>
            <translation>Doubler après une séparation</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Pairs split by</source>
            <translation>Paires séparées par</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Most hands from one box</source>
            <translation>Mains au plus par case</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Split aces again</source>
            <translation>Séparer de nouveau les as</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Surrender</source>
            <translation>Abandon</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Dealer blackjack takes (no hole card)</source>
            <translation>Le black jack du croupier prend (sans carte cachée)</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Blackjack pays</source>
            <translation>Le black jack paie</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Insurance offered</source>
            <translation>Assurance proposée</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>A hand of 21 may draw</source>
            <translation>Une main de 21 peut tirer</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Most boxes per player</source>
            <translation>Cases au plus par joueur</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Boxes a lone player must play</source>
            <translation>Cases qu’un joueur seul doit jouer</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Side bet for seated players only</source>
            <translation>Mise annexe réservée aux joueurs assis</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>No split after a side-bet win</source>
            <translation>Pas de séparation après un gain de mise annexe</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Shoe with a cut card</source>
            <translation>Sabot avec carte de coupe</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Continuous shuffler</source>
            <translation>Mélangeur continu</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>None</source>
            <translation>Aucune</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Hole card, peek for blackjack</source>
            <translation>Carte cachée, vérification du black jack</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Stands</source>
            <translation>Reste</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Hits</source>
            <translation>Tire</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Any two cards</source>
            <translation>Deux cartes quelconques</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Hard 9 to 11</source>
            <translation>9 à 11 durs</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Hard 10 and 11</source>
            <translation>10 et 11 durs</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Equal value</source>
            <translation>Même valeur</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Equal rank</source>
            <translation>Même rang</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Late surrender</source>
            <translation>Abandon tardif</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Late surrender, not against an ace</source>
            <translation>Abandon tardif, sauf contre un as</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>3 to 2</source>
            <translation>3 pour 2</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>6 to 5</source>
            <translation>6 pour 5</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>1 to 1</source>
            <translation>1 pour 1</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>The whole stake</source>
            <translation>Toute la mise</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>The original bet only</source>
            <translation>La mise initiale seulement</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>France</source>
            <translation>France</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Puerto Rico</source>
            <translation>Porto Rico</translation>
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
            <translation>Lucky Ladies et hyper black jack</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Lucky Ladies only</source>
            <translation>Lucky Ladies seulement</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Lucky Lucky and hyper black jack</source>
            <translation>Lucky Lucky et hyper black jack</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Lucky Lucky only</source>
            <translation>Lucky Lucky seulement</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Hyper black jack only</source>
            <translation>Hyper black jack seulement</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>No side bet</source>
            <translation>Aucune mise annexe</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Slow</source>
            <translation>Lente</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Normal</source>
            <translation>Normale</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Fast</source>
            <translation>Rapide</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Instant</source>
            <translation>Instantanée</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Currency</source>
            <translation>Devise</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Language</source>
            <translation>Langue</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Animation speed</source>
            <translation>Vitesse des animations</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Player's starting credit</source>
            <translation>Crédit de départ du joueur</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Sound volume</source>
            <translation>Volume sonore</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Mute</source>
            <translation>Muet</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Four-colour deck</source>
            <translation>Jeu à quatre couleurs</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>High contrast</source>
            <translation>Contraste élevé</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Strategy hint on the felt</source>
            <translation>Conseil de stratégie sur le tapis</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Kiosk: attract mode after</source>
            <translation>Borne : mode démonstration après</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Kiosk: the player may turn the strategy trainer on</source>
            <translation>Borne : le joueur peut activer l’entraîneur de stratégie</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Offer hyper black jack at this table</source>
            <translation>Proposer l’hyper black jack à cette table</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <location filename="../../gui/director_pays.py" />
            <source>Hyper black jack limits</source>
            <translation>Limites de l’hyper black jack</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Computer players at the table</source>
            <translation>Joueurs virtuels à la table</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Their decisions made wrong on purpose</source>
            <translation>Part de leurs décisions fausses exprès</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Each one's own money when he sits down</source>
            <translation>L’argent de chacun quand il s’assied</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>They bet the side bet's minimum too</source>
            <translation>Ils misent aussi le minimum de la mise annexe</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Accessibility</source>
            <translation>Accessibilité</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>Player aids</source>
            <translation>Aides au joueur</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>The computed basic strategy's move, shown beside the buttons at each decision</source>
            <translation>Le coup de la stratégie de base calculée, affiché près des boutons à chaque décision</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>never</source>
            <translation>jamais</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>[FR-HBJ-1] seven cases along the insurance line, on the dealer's final hand</source>
            <translation>[FR-HBJ-1] sept cases le long de la ligne d’assurance, sur le résultat final de la banque</translation>
        </message>
        <message>
            <location filename="../../gui/director_labels.py" />
            <source>[FR-HBJ-3] the limits apply to the stake on each case</source>
            <translation>[FR-HBJ-3] les limites s’appliquent à la mise sur chaque case</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>Pay table</source>
            <translation>Table de paiement</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>Custom table's name</source>
            <translation>Nom de la table personnalisée</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>Side-bet limits</source>
            <translation>Limites de la mise annexe</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>House edge</source>
            <translation>Avantage de la maison</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>Hyper black jack (France, art. 55-4 6°)</source>
            <translation>Hyper black jack (France, art. 55-4 6°)</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>Side bets offered</source>
            <translation>Mises annexes proposées</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>Custom table</source>
            <translation>Table personnalisée</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>exact, for 1 deck</source>
            <translation>exact, pour 1 jeu</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>to</source>
            <translation>à</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>Outcome (tick to pay it)</source>
            <translation>Combinaison (cochez pour la payer)</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>Pays (to 1)</source>
            <translation>Paie (pour 1)</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>per case</source>
            <translation>par case</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>regulated</source>
            <translation>réglementaire</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>not in the regulation</source>
            <translation>hors règlement</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>the odds engine is not available</source>
            <translation>le calcul des probabilités n’est pas disponible</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>no side bet</source>
            <translation>pas de mise annexe</translation>
        </message>
        <message>
            <location filename="../../gui/director_pays.py" />
            <source>exact, for %1 decks</source>
            <translation>exact, pour %1 jeux</translation>
        </message>
        <message>
            <location filename="../../gui/director_pin.py" />
            <source>Choose the director's PIN (4 to 12 digits). It opens the director's settings.</source>
            <translation>Choisissez le code PIN du directeur (4 à 12 chiffres). Il ouvre les réglages du directeur.</translation>
        </message>
        <message>
            <location filename="../../gui/director_pin.py" />
            <source>Enter the director's PIN.</source>
            <translation>Saisissez le code PIN du directeur.</translation>
        </message>
        <message>
            <location filename="../../gui/director_pin.py" />
            <source>Enter the current PIN, then the new one twice.</source>
            <translation>Saisissez le code PIN actuel, puis deux fois le nouveau.</translation>
        </message>
        <message>
            <location filename="../../gui/director_pin.py" />
            <source>Current PIN</source>
            <translation>Code PIN actuel</translation>
        </message>
        <message>
            <location filename="../../gui/director_pin.py" />
            <source>PIN</source>
            <translation>Code PIN</translation>
        </message>
        <message>
            <location filename="../../gui/director_pin.py" />
            <source>New PIN</source>
            <translation>Nouveau code PIN</translation>
        </message>
        <message>
            <location filename="../../gui/director_pin.py" />
            <source>New PIN again</source>
            <translation>Confirmez le nouveau code PIN</translation>
        </message>
        <message>
            <location filename="../../gui/director_pin.py" />
            <source>The PIN file is missing or damaged: the director's menu is locked. Set a new PIN from the command line: croupier pin set</source>
            <translation>Le fichier du code est absent ou endommagé : le menu du directeur est bloqué. Choisissez un nouveau code en ligne de commande : croupier pin set</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/director_pin.py" />
            <source>Too many wrong PINs: locked for %n second(s).</source>
            <translation>
                <numerusform>Trop de codes erronés : bloqué pendant %n seconde.</numerusform>
                <numerusform>Trop de codes erronés : bloqué pendant %n secondes.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/director_pin.py" />
            <source>The two new PINs differ.</source>
            <translation>Les deux nouveaux codes PIN diffèrent.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/director_pin.py" />
            <source>Wrong PIN: %n try(s) left before a lock.</source>
            <translation>
                <numerusform>Code erroné : encore %n essai avant un blocage.</numerusform>
                <numerusform>Code erroné : encore %n essais avant un blocage.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/virtual_page.py" />
            <source>Computer players sit on the boxes the player does not play, bet the table minimum times 1, 2 or 3, and play the computed basic strategy (never insurance), the percentage above made wrong on purpose. Their money is their own, apart from the player's: it is not in the player's balance, the meters or the statistics. One who cannot bet the minimum leaves his box.</source>
            <translation>Les joueurs virtuels s’assoient sur les cases que le joueur ne joue pas, misent le minimum de la table fois 1, 2 ou 3 et jouent la stratégie de base calculée (jamais l’assurance), le pourcentage ci-dessus faussé exprès. Leur argent est le leur, à part de celui du joueur : il n’entre ni dans son solde, ni dans les compteurs, ni dans les statistiques. Celui qui ne peut plus miser le minimum quitte sa case.</translation>
        </message>
    </context>
    <context>
        <name>Features</name>
        <message>
            <location filename="../../gui/features.py" />
            <source>statistics</source>
            <translation>statistiques</translation>
        </message>
        <message>
            <location filename="../../gui/features.py" />
            <source>my limits and reality checks</source>
            <translation>mes limites et rappels de temps de jeu</translation>
        </message>
        <message>
            <location filename="../../gui/features.py" />
            <source>computer players at the table</source>
            <translation>joueurs virtuels à la table</translation>
        </message>
        <message>
            <location filename="../../gui/features.py" />
            <source>PLAYERS</source>
            <translation>JOUEURS</translation>
        </message>
        <message>
            <location filename="../../gui/features.py" />
            <source>No journal: no statistics</source>
            <translation>Pas de journal : pas de statistiques</translation>
        </message>
        <message>
            <location filename="../../gui/features.py" />
            <source>STATS</source>
            <translation>STATS</translation>
        </message>
        <message>
            <location filename="../../gui/features.py" />
            <source>LIMITS</source>
            <translation>LIMITES</translation>
        </message>
    </context>
    <context>
        <name>Felt</name>
        <message>
            <location filename="../../gui/felt.py" />
            <source>DEALER MUST DRAW TO 16 AND STAND ON ALL 17s</source>
            <translation>LA BANQUE TIRE À 16 ET RESTE À 17</translation>
        </message>
        <message>
            <location filename="../../gui/felt.py" />
            <source>DEALER MUST DRAW TO 16 AND HIT SOFT 17</source>
            <translation>LA BANQUE TIRE À 16 ET SUR 17 SOUPLE</translation>
        </message>
        <message>
            <location filename="../../gui/felt.py" />
            <source>INSURANCE PAYS 2 TO 1</source>
            <translation>ASSURANCE PAYÉE 2 POUR 1</translation>
        </message>
        <message>
            <location filename="../../gui/felt.py" />
            <source>BLACKJACK PAYS %1 TO %2</source>
            <translation>BLACK JACK PAYÉ %1 POUR %2</translation>
        </message>
        <message>
            <location filename="../../gui/hyper_names.py" />
            <source>BLACK JACK</source>
            <translation>BLACK JACK</translation>
        </message>
        <message>
            <location filename="../../gui/hyper_names.py" />
            <source>BUST</source>
            <translation>BUST</translation>
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
            <translation>Tirer : une carte de plus</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Stand</source>
            <translation>Rester</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Double the bet for one card</source>
            <translation>Doubler la mise pour une seule carte</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Split a pair</source>
            <translation>Séparer une paire</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Surrender half the bet</source>
            <translation>Abandonner la moitié de la mise</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Take the bets back</source>
            <translation>Reprendre les mises</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Repeat the last bets</source>
            <translation>Répéter les dernières mises</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Repeat the last bets, doubled</source>
            <translation>Répéter les dernières mises, doublées</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <location filename="../../gui/help.py" />
            <source>Deal</source>
            <translation>Donner les cartes</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Take or decline insurance</source>
            <translation>Prendre ou refuser l’assurance</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <location filename="../../gui/help.py" />
            <source>Rules of the table</source>
            <translation>Règles de la table</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Sound on or off</source>
            <translation>Son activé ou coupé</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>The dealer's voice on or off</source>
            <translation>Voix du croupier activée ou coupée</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>Your language, for this session</source>
            <translation>Votre langue, pour cette partie</translation>
        </message>
        <message>
            <location filename="../../gui/a11y.py" />
            <location filename="../../gui/aids.py" />
            <source>Full screen</source>
            <translation>Plein écran</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" />
            <source>%n deck(s) in the shoe.</source>
            <translation>
                <numerusform>%n jeu de cartes dans le sabot.</numerusform>
                <numerusform>%n jeux de cartes dans le sabot.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" />
            <source>Dealt from a shoe; the cut card leaves %n card(s) behind.</source>
            <translation>
                <numerusform>Donne au sabot ; la carte de coupe laisse %n carte derrière elle.</numerusform>
                <numerusform>Donne au sabot ; la carte de coupe laisse %n cartes derrière elle.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" />
            <source>%n card(s) burnt at each new shoe.</source>
            <translation>
                <numerusform>%n carte brûlée à chaque nouveau sabot.</numerusform>
                <numerusform>%n cartes brûlées à chaque nouveau sabot.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>The dealer takes a hole card and checks it for blackjack when he shows an ace or a ten.</source>
            <translation>Le croupier prend une carte cachée et vérifie s’il a black jack quand il montre un as ou un dix.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>The dealer draws to 16 and also draws on soft 17.</source>
            <translation>Le croupier tire à 16 et tire aussi sur 17 souple.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Split two cards of the same rank only into two hands.</source>
            <translation>Seules deux cartes de même rang peuvent être séparées en deux mains.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" />
            <source>A box may be split into at most %n hand(s).</source>
            <translation>
                <numerusform>Une case peut être séparée en %n main au plus.</numerusform>
                <numerusform>Une case peut être séparée en %n mains au plus.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Aces may be split once; each split ace gets one card.</source>
            <translation>Les as se séparent une seule fois ; chaque as séparé reçoit une seule carte.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Surrender: give up your first two cards and get half your bet back.</source>
            <translation>Abandon : renoncez à vos deux premières cartes et récupérez la moitié de votre mise.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>A dealer blackjack takes only the original bet; doubles and splits are returned.</source>
            <translation>Un black jack du croupier ne prend que la mise initiale ; les doublements et les séparations sont rendus.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>No insurance.</source>
            <translation>Pas d’assurance.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" />
            <source>A player may play up to %n box(es).</source>
            <translation>
                <numerusform>Un joueur peut jouer jusqu’à %n case.</numerusform>
                <numerusform>Un joueur peut jouer jusqu’à %n cases.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Beat the dealer's hand without going over 21.</source>
            <translation>Battez la main du croupier sans dépasser 21.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Cards count their face value, kings, queens and jacks 10, an ace 1 or 11.</source>
            <translation>Les cartes valent leur chiffre ; les rois, dames et valets 10 ; l’as 1 ou 11.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>A blackjack is an ace and a ten-valued card as the first two cards; it beats any other 21.</source>
            <translation>Un black jack, c’est un as et une carte valant dix en deux premières cartes ; il bat tout autre 21.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Every box receives one card, the dealer one, then every box its second card.</source>
            <translation>Chaque case reçoit une carte, le croupier une, puis chaque case sa seconde carte.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>A winning hand is paid 1 to 1; a tie returns the bet; a hand over 21 loses at once.</source>
            <translation>Une main gagnante est payée 1 pour 1 ; l’égalité rend la mise ; une main qui dépasse 21 perd aussitôt.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Hyper black jack is a bet on the dealer's final hand: a field of seven cases along the insurance line, 17, 18, 19, 20, 21, BLACK JACK and BUST.</source>
            <translation>L’hyper black jack est une mise sur le résultat final de la banque : un champ de sept cases le long de la ligne d’assurance, 17, 18, 19, 20, 21, BLACK JACK et BUST.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>A case wins when it matches the dealer's final result: 21 is a 21 of three cards or more; an ace and a ten-valued card as his first two cards are BLACK JACK only; BUST is over 21.</source>
            <translation>Une case gagne quand elle correspond au résultat final de la banque : 21 est un 21 de trois cartes ou plus ; un as et une carte de valeur dix comme ses deux premières cartes ne sont que BLACK JACK ; BUST est le dépassement de 21.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>While a hyper black jack bet is in play the dealer always draws to a final result, even when every box has busted.</source>
            <translation>Tant qu’une mise hyper black jack est en jeu, la banque tire toujours jusqu’à un résultat final, même quand toutes les cases ont dépassé 21.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Once the dealer has announced his point, the losing hyper black jack bets are collected, then the losing main bets; the winning main bets are paid, then the winning hyper black jack bets.</source>
            <translation>Une fois le point de la banque annoncé, le croupier ramasse les mises perdantes de l’hyper black jack puis du black jack, et paie les mises gagnantes du black jack puis de l’hyper black jack.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Each box's chips sit on a case in front of the box. Click or tap a case to put the chosen chip on it for the box in front of that part of it (any part, when one box has a bet); ↑ from a box goes to the cases, ← → choose one, + and − add or take off a chip.</source>
            <translation>Les jetons de chaque case de jeu se placent sur une case hyper devant leur case de jeu. Cliquez ou touchez une case hyper pour y poser le jeton choisi pour la case de jeu en face de cette partie (n’importe où quand une seule case de jeu a une mise) ; ↑ depuis une case de jeu mène aux cases hyper, ← → en choisissent une, + et − ajoutent ou retirent un jeton.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Case</source>
            <translation>Case</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Pays</source>
            <translation>Paie</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Chance</source>
            <translation>Probabilité</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>House edge</source>
            <translation>Avantage de la maison</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" />
            <source>Exact, for %n deck(s), the dealer standing on soft 17, from a full shoe.</source>
            <translation>
                <numerusform>Exact, pour %n jeu de cartes, la banque restant sur 17 souple, sabot complet.</numerusform>
                <numerusform>Exact, pour %n jeux de cartes, la banque restant sur 17 souple, sabot complet.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" />
            <source>Exact, for %n deck(s), the dealer drawing on soft 17, from a full shoe.</source>
            <translation>
                <numerusform>Exact, pour %n jeu de cartes, la banque tirant sur 17 souple, sabot complet.</numerusform>
                <numerusform>Exact, pour %n jeux de cartes, la banque tirant sur 17 souple, sabot complet.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>The cards go back into a continuous shuffling machine after every round.</source>
            <translation>Les cartes retournent dans un mélangeur continu après chaque coup.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>No card is burnt at a new shoe.</source>
            <translation>Aucune carte n’est brûlée à un nouveau sabot.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>The dealer takes no hole card: his second card comes after every box has played.</source>
            <translation>Le croupier ne prend pas de carte cachée : sa seconde carte vient après que chaque case a joué.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>The dealer draws to 16 and stands on every 17, soft 17 included.</source>
            <translation>Le croupier tire à 16 et reste sur tout 17, 17 souple compris.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Doubling is allowed after a split.</source>
            <translation>Le doublement est permis après une séparation.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>No doubling after a split.</source>
            <translation>Pas de doublement après une séparation.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Split two cards of the same value (a king and a ten, for example) into two hands.</source>
            <translation>Séparez deux cartes de même valeur (un roi et un dix, par exemple) en deux mains.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Split aces may be split again; each split ace gets one card.</source>
            <translation>Les as séparés peuvent être de nouveau séparés ; chaque as séparé reçoit une seule carte.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>No surrender.</source>
            <translation>Pas d’abandon.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Surrender: give up your first two cards and get half your bet back, except when the dealer shows an ace.</source>
            <translation>Abandon : renoncez à vos deux premières cartes et récupérez la moitié de votre mise, sauf quand le croupier montre un as.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>A dealer blackjack takes every stake on the box, doubles and splits included.</source>
            <translation>Un black jack du croupier prend toutes les mises de la case, doublements et séparations compris.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Insurance is offered when the dealer shows an ace: half your bet, paid 2 to 1 if he makes blackjack.</source>
            <translation>L’assurance est proposée quand le croupier montre un as : la moitié de votre mise, payée 2 pour 1 s’il fait black jack.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>A hand of 21 may still draw.</source>
            <translation>Une main de 21 peut encore tirer.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>A hand of 21 stands.</source>
            <translation>Une main de 21 reste.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/help.py" />
            <source>A player alone at the table must play at least %n box(es).</source>
            <translation>
                <numerusform>Un joueur seul à la table doit jouer au moins %n case.</numerusform>
                <numerusform>Un joueur seul à la table doit jouer au moins %n cases.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Only seated players may make the side bet.</source>
            <translation>Seuls les joueurs assis peuvent faire la mise annexe.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>A box that won the side bet may not split.</source>
            <translation>Une case qui a gagné la mise annexe ne peut pas séparer.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>The Lucky Ladies bet wins when the box's first two cards total 20 (an ace and a nine count as 20).</source>
            <translation>La mise Lucky Ladies gagne quand les deux premières cartes de la case totalisent 20 (un as et un neuf comptent 20).</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>It is placed after the main bet, before the deal; only the best combination is paid.</source>
            <translation>Elle se place après la mise principale, avant la donne ; seule la meilleure combinaison est payée.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>The dealer announces the number of bonuses in play once every box has two cards.</source>
            <translation>Le croupier annonce le nombre de bonus en jeu dès que chaque case a deux cartes.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>The Lucky Lucky bonus counts the box's first two cards with the dealer's face-up card.</source>
            <translation>Le bonus Lucky Lucky compte les deux premières cartes de la case avec la carte visible du croupier.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>It needs a main bet on the box and may not be more than the main bet.</source>
            <translation>Il exige une mise principale sur la case et ne peut pas la dépasser.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>It is settled after the deal, before anyone draws; only the best combination is paid.</source>
            <translation>Il est réglé après la donne, avant tout tirage ; seule la meilleure combinaison est payée.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Only seated players may bet hyper black jack at this table.</source>
            <translation>À cette table, seuls les joueurs assis peuvent miser sur l’hyper black jack.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Mouse</source>
            <translation>Souris</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Click a chip in the rack to choose it, then click a box (or its side-bet spot) to add that chip; you may also drag a chip onto a box.</source>
            <translation>Cliquez sur un jeton du rack pour le choisir, puis sur une case (ou sa case de pari annexe) pour y ajouter ce jeton ; vous pouvez aussi faire glisser un jeton sur une case.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Right-click a box to take one chip off it.</source>
            <translation>Un clic droit sur une case en retire un jeton.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Keys</source>
            <translation>Clavier</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>← → or 1–7 choose a box, ↑ ↓ its bet or its side bet, Page Up / Page Down the chip, + adds it and − takes one off.</source>
            <translation>← → ou 1–7 choisissent une case, ↑ ↓ sa mise ou son pari annexe, Page préc. / Page suiv. le jeton, + l’ajoute et − en retire un.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Touch</source>
            <translation>Tactile</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Tap a chip, then tap a box to add it; drag a chip onto a box; CLEAR takes every bet back.</source>
            <translation>Touchez un jeton, puis une case pour l’y ajouter ; faites glisser un jeton sur une case ; EFFACER reprend toutes les mises.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Chips stack up to any amount between the limits; DEAL (Enter) checks the total and deals. REPEAT places the last bets again, REPEAT ×2 doubled.</source>
            <translation>Les jetons s’empilent jusqu’à tout montant entre les limites ; DONNER (Entrée) vérifie le total et distribue. RÉPÉTER replace les dernières mises, RÉPÉTER ×2 les double.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Double down on any first two cards, for one more card.</source>
            <translation>Doublez sur deux premières cartes quelconques, pour une seule carte de plus.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Double down on a hard 9, 10 or 11 only, for one more card.</source>
            <translation>Doublez sur un 9, 10 ou 11 dur seulement, pour une seule carte de plus.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Double down on a hard 10 or 11 only, for one more card.</source>
            <translation>Doublez sur un 10 ou 11 dur seulement, pour une seule carte de plus.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Blackjack pays 3 to 2.</source>
            <translation>Le black jack est payé 3 pour 2.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Blackjack pays 6 to 5.</source>
            <translation>Le black jack est payé 6 pour 5.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Blackjack pays 1 to 1.</source>
            <translation>Le black jack est payé 1 pour 1.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>A pair of queens of hearts facing the dealer's ace or ten-valued card is held until the dealer's second card, and paid most when he makes blackjack.</source>
            <translation>Une paire de dames de cœur face à un as ou à une carte valant dix chez le croupier est mise en attente jusqu’à sa seconde carte, et payée au plus fort s’il fait black jack.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>At this table the buttons and chips are larger for fingers.</source>
            <translation>À cette table, les boutons et les jetons sont plus grands pour les doigts.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Hyper black jack, per case: %1 to %2.</source>
            <translation>Hyper black jack, par case : %1 à %2.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>The game</source>
            <translation>Le jeu</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>How to bet</source>
            <translation>Comment miser</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Rules at this table</source>
            <translation>Règles de cette table</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Limits</source>
            <translation>Limites</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Bet per box: %1 to %2.</source>
            <translation>Mise par case : de %1 à %2.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Bet on as many cases as you like, after your main bet and before the deal; the stake on each case is between %1 and %2.</source>
            <translation>Misez sur autant de cases que vous voulez, après votre mise principale et avant la distribution ; la mise sur chaque case est comprise entre %1 et %2.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Side bet: %1 to %2.</source>
            <translation>Mise annexe : de %1 à %2.</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Side bet: %1, pay table %2</source>
            <translation>Mise annexe : %1, table de paiement %2</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Combination</source>
            <translation>Combinaison</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Hyper black jack</source>
            <translation>Hyper black jack</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>Keyboard</source>
            <translation>Clavier</translation>
        </message>
        <message>
            <location filename="../../gui/help.py" />
            <source>This pay table is not the one in the regulation.</source>
            <translation>Cette table de paiement n’est pas celle du règlement.</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Blackjack (Puerto Rico)</source>
            <translation>Black jack (Porto Rico)</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Blackjack (France)</source>
            <translation>Black jack (France)</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Lucky Lucky Blackjack (Puerto Rico)</source>
            <translation>Black jack Lucky Lucky (Porto Rico)</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Blackjack with Lucky Ladies (France)</source>
            <translation>Black jack avec Lucky Ladies (France)</translation>
        </message>
    </context>
    <context>
        <name>Hud</name>
        <message>
            <location filename="../../gui/hud.py" />
            <source>BET</source>
            <translation>MISE</translation>
        </message>
        <message>
            <location filename="../../gui/hud.py" />
            <source>LAST ROUND NET</source>
            <translation>NET DERNIER COUP</translation>
        </message>
        <message>
            <location filename="../../gui/hud.py" />
            <source>DEMO</source>
            <translation>DÉMO</translation>
        </message>
        <message>
            <location filename="../../gui/hud.py" />
            <source>DEMO CREDIT</source>
            <translation>CRÉDIT DE DÉMO</translation>
        </message>
        <message>
            <location filename="../../gui/hud.py" />
            <source>BALANCE</source>
            <translation>SOLDE</translation>
        </message>
    </context>
    <context>
        <name>Keypad</name>
        <message>
            <location filename="../../gui/keypad.py" />
            <source>Clear</source>
            <translation>Effacer</translation>
        </message>
        <message>
            <location filename="../../gui/keypad.py" />
            <source>Rub out</source>
            <translation>Effacer un chiffre</translation>
        </message>
    </context>
    <context>
        <name>Keys</name>
        <message>
            <location filename="../../gui/guides.py" />
            <source>Enter</source>
            <translation>Entrée</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>Ctrl+Shift+D</source>
            <translation>Ctrl+Maj+D</translation>
        </message>
    </context>
    <context>
        <name>Kiosk</name>
        <message>
            <location filename="../../gui/kiosk.py" />
            <source>DEMO</source>
            <translation>DÉMO</translation>
        </message>
        <message>
            <location filename="../../gui/kiosk.py" />
            <source>Demonstration rounds · demonstration credit, not money</source>
            <translation>Coups de démonstration · crédit de démonstration, pas d’argent</translation>
        </message>
        <message>
            <location filename="../../gui/kiosk.py" />
            <source>TOUCH TO PLAY</source>
            <translation>TOUCHEZ POUR JOUER</translation>
        </message>
    </context>
    <context>
        <name>Meters</name>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <location filename="../../gui/meters_page.py" />
            <source>Meters</source>
            <translation>Compteurs</translation>
        </message>
        <message>
            <location filename="../../gui/director_dialog.py" />
            <source>Responsible play</source>
            <translation>Jeu responsable</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Main game</source>
            <translation>Jeu principal</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Insurance</source>
            <translation>Assurance</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Side bet</source>
            <translation>Mise additionnelle</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Hyper black jack</source>
            <translation>Hyper black jack</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Money meters</source>
            <translation>Compteurs d’argent</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Bets and wins per bet type</source>
            <translation>Mises et gains par type de mise</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Export CSV…</source>
            <translation>Exporter en CSV…</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Export JSON…</source>
            <translation>Exporter en JSON…</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Print to PDF…</source>
            <translation>Imprimer en PDF…</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Reading the journal and checking its hash chain…</source>
            <translation>Lecture du journal et contrôle de sa chaîne de hachage…</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Export</source>
            <translation>Exporter</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Games played</source>
            <translation>Parties jouées</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Starting credit</source>
            <translation>Crédit de départ</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Money in</source>
            <translation>Entrées</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Money out</source>
            <translation>Sorties</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Balance</source>
            <translation>Solde</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Bets</source>
            <translation>Mises</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Wins</source>
            <translation>Gains</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Actual return</source>
            <translation>Retour constaté</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Theoretical return</source>
            <translation>Retour théorique</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>No journal: there are no meters to show.</source>
            <translation>Pas de journal : aucun compteur à afficher.</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Main game, per initial bet</source>
            <translation>Jeu principal, par mise initiale</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>The meters cannot be read: %1</source>
            <translation>Les compteurs ne peuvent pas être lus : %1</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Journal: %1</source>
            <translation>Journal : %1</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Audit: OK (hash chain whole, meters reconcile), %1 rows</source>
            <translation>Audit : OK (chaîne de hachage intacte, compteurs concordants), %1 lignes</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Audit: FAIL: %1</source>
            <translation>Audit : ÉCHEC : %1</translation>
        </message>
        <message>
            <location filename="../../gui/meters_page.py" />
            <source>Head hash: %1</source>
            <translation>Empreinte de tête : %1</translation>
        </message>
    </context>
    <context>
        <name>Outcome</name>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Two queens of hearts and dealer blackjack</source>
            <translation>2 dames de cœur et BJ du croupier</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Pair of queens of hearts</source>
            <translation>Paire de dames de cœur</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Matched 20 (two identical cards)</source>
            <translation>Paire totalisant 20 (deux cartes identiques)</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Suited 20</source>
            <translation>2 cartes de même couleur totalisant 20</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Any 20</source>
            <translation>2 cartes quelconques totalisant 20</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Suited 7-7-7</source>
            <translation>7-7-7 de même couleur</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Suited 6-7-8</source>
            <translation>6-7-8 de même couleur</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>7-7-7 of any suits</source>
            <translation>7-7-7 de couleurs quelconques</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>6-7-8 of any suits</source>
            <translation>6-7-8 de couleurs quelconques</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Suited 21</source>
            <translation>Total 21 de même couleur</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Total 21</source>
            <translation>Total 21</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Total 20</source>
            <translation>Total 20</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>Total 19</source>
            <translation>Total 19</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" />
            <source>%1 to 1</source>
            <translation>%1 pour 1</translation>
        </message>
    </context>
    <context>
        <name>Placard</name>
        <message>
            <location filename="../../gui/animator.py" />
            <source>%1 to 1</source>
            <translation>%1 pour 1</translation>
        </message>
        <message>
            <location filename="../../gui/placard.py" />
            <source>HYPER BLACK JACK</source>
            <translation>HYPER BLACK JACK</translation>
        </message>
        <message>
            <location filename="../../gui/placard.py" />
            <source>PAY TABLE %1</source>
            <translation>TABLE DE PAIEMENT %1</translation>
        </message>
        <message>
            <location filename="../../gui/placard.py" />
            <source>Table: min %1 · max %2</source>
            <translation>Table : min %1 · max %2</translation>
        </message>
        <message>
            <location filename="../../gui/placard.py" />
            <source>Side bet: min %1 · max %2</source>
            <translation>Mise annexe : min %1 · max %2</translation>
        </message>
        <message>
            <location filename="../../gui/placard.py" />
            <source>Hyper black jack: min %1 · max %2</source>
            <translation>Hyper black jack : min %1 · max %2</translation>
        </message>
    </context>
    <context>
        <name>PlayerInfo</name>
        <message>
            <location filename="../../gui/player_info.py" />
            <source>What each bet returns on average for every 100 staked, under this table's rules.</source>
            <translation>Ce que chaque mise rend en moyenne pour 100 misés, selon les règles de cette table.</translation>
        </message>
        <message>
            <location filename="../../gui/player_info.py" />
            <source>Play responsibly: set yourself limits and stop when it is no longer fun.</source>
            <translation>Jouez de façon responsable : fixez-vous des limites et arrêtez quand le jeu ne vous amuse plus.</translation>
        </message>
        <message>
            <location filename="../../gui/player_info.py" />
            <source>If gambling is a problem for you, ask for help, and ask the gaming regulator about self-exclusion.</source>
            <translation>Si le jeu vous pose problème, demandez de l’aide, et renseignez-vous auprès du régulateur des jeux sur l’auto-exclusion.</translation>
        </message>
        <message>
            <location filename="../../gui/player_info.py" />
            <source>Main game, played with the basic strategy for these rules</source>
            <translation>Jeu principal, joué avec la stratégie de base de ces règles</translation>
        </message>
        <message>
            <location filename="../../gui/player_info.py" />
            <source>Playing involves risks: debt, isolation, addiction. For help, call Joueurs Info Service on 09 74 75 13 13 (standard-rate call).</source>
            <translation>Jouer comporte des risques : endettement, isolement, dépendance. Pour être aidé, appelez Joueurs Info Service au 09 74 75 13 13 (appel non surtaxé).</translation>
        </message>
        <message>
            <location filename="../../gui/player_info.py" />
            <source>You can ask the Autorité nationale des jeux (ANJ) to ban you from gaming (interdiction volontaire de jeux): it applies in casinos, gaming clubs and on licensed gaming sites. See anj.fr.</source>
            <translation>Vous pouvez demander à l’Autorité nationale des jeux (ANJ) votre interdiction volontaire de jeux : elle s’applique dans les casinos, les clubs de jeux et sur les sites de jeux en ligne agréés. Voir anj.fr.</translation>
        </message>
        <message>
            <location filename="../../gui/player_info.py" />
            <source>If gambling is a problem for you or someone close to you, ask for help. The Puerto Rico Gaming Commission (Comisión de Juegos) can tell you how to exclude yourself from casinos.</source>
            <translation>Si le jeu vous pose problème, à vous ou à un proche, demandez de l’aide. La commission des jeux de Porto Rico (Comisión de Juegos) peut vous dire comment vous exclure des casinos.</translation>
        </message>
        <message>
            <location filename="../../gui/player_info.py" />
            <source>Insurance</source>
            <translation>Assurance</translation>
        </message>
        <message>
            <location filename="../../gui/player_info.py" />
            <source>Return to player</source>
            <translation>Taux de retour au joueur</translation>
        </message>
        <message>
            <location filename="../../gui/player_info.py" />
            <source>Playing responsibly</source>
            <translation>Jouer de façon responsable</translation>
        </message>
        <message>
            <location filename="../../gui/player_info.py" />
            <source>Your own limits and reality checks: the LIMITS button (F7).</source>
            <translation>Vos propres limites et rappels de temps de jeu : le bouton LIMITES (F7).</translation>
        </message>
        <message>
            <location filename="../../gui/player_info.py" />
            <source>%1, pay table %2, %3 decks</source>
            <translation>%1, table de paiement %2, %3 jeux</translation>
        </message>
        <message>
            <location filename="../../gui/player_info.py" />
            <source>Hyper black jack, case %1</source>
            <translation>Hyper black jack, case %1</translation>
        </message>
    </context>
    <context>
        <name>Recall</name>
        <message>
            <location filename="../../gui/recall.py" />
            <source>BLACKJACK</source>
            <translation>BLACK JACK</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>WIN</source>
            <translation>GAGNÉ</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>PUSH</source>
            <translation>ÉGALITÉ</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>LOSE</source>
            <translation>PERDU</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>BUST</source>
            <translation>SAUTÉ</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>SURRENDER</source>
            <translation>ABANDON</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>RETURNED</source>
            <translation>MISE RENDUE</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>not settled</source>
            <translation>non réglé</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>deal</source>
            <translation>donne</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>hit</source>
            <translation>tirer</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>stand</source>
            <translation>rester</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>double</source>
            <translation>doubler</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>split</source>
            <translation>séparer</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>surrender</source>
            <translation>abandonner</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>No bet was dealt in this game.</source>
            <translation>Aucune mise n’a été jouée dans cette partie.</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>RECALL</source>
            <translation>HISTORIQUE</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>LEAVE RECALL</source>
            <translation>QUITTER L’HISTORIQUE</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>before the first bet</source>
            <translation>avant la première mise</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>finished</source>
            <translation>terminée</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>in progress</source>
            <translation>en cours</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>bet taken back from box %1</source>
            <translation>mise reprise sur la case %1</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>net %1</source>
            <translation>net %1</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>box %1 takes insurance</source>
            <translation>la case %1 prend l’assurance</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>box %1 declines insurance</source>
            <translation>la case %1 refuse l’assurance</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>◀ GAME</source>
            <translation>◀ PARTIE</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>◀ STEP</source>
            <translation>◀ ÉTAPE</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>STEP ▶</source>
            <translation>ÉTAPE ▶</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>GAME ▶</source>
            <translation>PARTIE ▶</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>Credits before %1 · after %2</source>
            <translation>Crédits avant %1 · après %2</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>doubles/splits %1</source>
            <translation>doublements/séparations %1</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>side %1</source>
            <translation>annexe %1</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>insurance %1</source>
            <translation>assurance %1</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>side: %1</source>
            <translation>annexe : %1</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>insurance: %1</source>
            <translation>assurance : %1</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>bet on box %1: %2</source>
            <translation>mise sur la case %1 : %2</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source> + side %1</source>
            <translation> + annexe %1</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>Box %1: bet %2</source>
            <translation>Case %1 : mise %2</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>%1, computer player: %2</source>
            <translation>%1, joueur virtuel : %2</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>hand %1</source>
            <translation>main %1</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>Dealer: %1 (%2)</source>
            <translation>Croupier : %1 (%2)</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>Round %1 (%2) · credits at this step %3</source>
            <translation>Coup %1 (%2) · crédits à cette étape %3</translation>
        </message>
        <message>
            <location filename="../../gui/recall.py" />
            <source>Game %1 of %2 · round %3 · step %4 of %5: %6</source>
            <translation>Partie %1 sur %2 · coup %3 · étape %4 sur %5 : %6</translation>
        </message>
    </context>
    <context>
        <name>Responsible</name>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Please read the reality check first.</source>
            <translation>Lisez d’abord le rappel de temps de jeu.</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Reality check</source>
            <translation>Rappel de temps de jeu</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Continue playing</source>
            <translation>Continuer à jouer</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>My limits…</source>
            <translation>Mes limites…</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>My limits</source>
            <translation>Mes limites</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>A lower limit applies at once. A higher limit, or none, applies only 24 hours after you ask.</source>
            <translation>Une limite plus basse s’applique aussitôt. Une limite plus haute, ou aucune, ne s’applique que 24 heures après votre demande.</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>none</source>
            <translation>aucune</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Loss limit per session</source>
            <translation>Limite de pertes par séance</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Time limit per session</source>
            <translation>Limite de temps par séance</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Reality check every</source>
            <translation>Rappel de temps de jeu toutes les</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>off</source>
            <translation>désactivé</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Players may choose a shorter interval, and their own loss and time limits (F7).</source>
            <translation>Les joueurs peuvent choisir un intervalle plus court, et leurs propres limites de pertes et de temps (F7).</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Apply</source>
            <translation>Appliquer</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Saved.</source>
            <translation>Enregistré.</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>%1 min</source>
            <translation>%1 min</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Your time limit (%1 min) is reached: no more deals this session.</source>
            <translation>Votre limite de temps (%1 min) est atteinte : plus de donne pour cette séance.</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Your loss limit (%1) is reached: no more deals this session.</source>
            <translation>Votre limite de pertes (%1) est atteinte : plus de donne pour cette séance.</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>You have been playing for %1.</source>
            <translation>Vous jouez depuis %1.</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Your net result this session: %1.</source>
            <translation>Votre résultat net pour cette séance : %1.</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Saved. A higher limit applies in 24 hours.</source>
            <translation>Enregistré. Une limite plus haute s’applique dans 24 heures.</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>No journal: nothing can be set here.</source>
            <translation>Pas de journal : rien ne peut être réglé ici.</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>No change.</source>
            <translation>Aucun changement.</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>These bets could take you past your loss limit: %1 left, %2 at stake.</source>
            <translation>Ces mises pourraient vous faire dépasser votre limite de pertes : il reste %1, %2 en jeu.</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>%1 h %2 min</source>
            <translation>%1 h %2 min</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>the table's (%1 min)</source>
            <translation>celui de la table (%1 min)</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Loss limit: %1</source>
            <translation>Limite de pertes : %1</translation>
        </message>
        <message>
            <location filename="../../gui/responsible.py" />
            <source>Rises to %1 on %2</source>
            <translation>Passe à %1 le %2</translation>
        </message>
        <message>
            <location filename="../../gui/session_clock.py" />
            <source>SESSION</source>
            <translation>SÉANCE</translation>
        </message>
    </context>
    <context>
        <name>Stats</name>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Rounds</source>
            <translation>Coups</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Hands</source>
            <translation>Mains</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Won</source>
            <translation>Gagnées</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Pushed</source>
            <translation>Égalités</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Lost</source>
            <translation>Perdues</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Surrendered</source>
            <translation>Abandonnées</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Blackjacks</source>
            <translation>Black jacks</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Doubled hands won</source>
            <translation>Mains doublées gagnées</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Split hands won</source>
            <translation>Mains séparées gagnées</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Net result</source>
            <translation>Résultat net</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Bankroll over time</source>
            <translation>Évolution du capital</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Statistics</source>
            <translation>Statistiques</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Side bet hits and their expected counts</source>
            <translation>Gains de la mise additionnelle et nombres attendus</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Export CSV…</source>
            <translation>Exporter en CSV…</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Reset my statistics…</source>
            <translation>Remettre mes statistiques à zéro…</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Counting from the journal…</source>
            <translation>Décompte depuis le journal…</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Count the statistics afresh from now? The journal keeps every game.</source>
            <translation>Recompter les statistiques à partir de maintenant ? Le journal garde toutes les parties.</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Not enough rounds to draw yet</source>
            <translation>Pas encore assez de coups pour tracer</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>This session</source>
            <translation>Cette séance</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>All sessions</source>
            <translation>Toutes les séances</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Side bet</source>
            <translation>Mise additionnelle</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Hits</source>
            <translation>Gains</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Expected</source>
            <translation>Attendus</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>Bankroll over time (dashed: a new session)</source>
            <translation>Évolution du capital (pointillés : nouvelle séance)</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>%1 session(s) counted, %2 side bet(s)</source>
            <translation>%1 séance(s) comptée(s), %2 mise(s) additionnelle(s)</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>%1 rounds</source>
            <translation>%1 coups</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>session %1</source>
            <translation>séance %1</translation>
        </message>
        <message>
            <location filename="../../gui/stats_dialog.py" />
            <source>The statistics cannot be read: %1</source>
            <translation>Les statistiques ne peuvent pas être lues : %1</translation>
        </message>
    </context>
    <context>
        <name>Stop</name>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>The journal %1 was deleted while the table was open: nothing more is dealt, so no game goes unrecorded.</source>
            <translation>Le journal %1 a été supprimé pendant que la table était ouverte : plus rien n’est distribué, afin qu’aucune partie ne reste sans trace.</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>The journal %1 was replaced by another file while the table was open: nothing more is dealt.</source>
            <translation>Le journal %1 a été remplacé par un autre fichier pendant que la table était ouverte : plus rien n’est distribué.</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>(no file named)</source>
            <translation>(aucun fichier nommé)</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>The director's menu is locked: %1</source>
            <translation>Le menu du directeur est verrouillé : %1</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>The journal %1 cannot be written: the disk is full.</source>
            <translation>Le journal %1 ne peut pas être écrit : le disque est plein.</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>The journal %1 cannot be written: it is read-only.</source>
            <translation>Le journal %1 ne peut pas être écrit : il est en lecture seule.</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>Another Croupier table (process %2) is using the data folder %1: one table per data folder.</source>
            <translation>Une autre table Croupier (processus %2) utilise le dossier de données %1 : une seule table par dossier de données.</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>The journal %1 is locked by another process.</source>
            <translation>Le journal %1 est verrouillé par un autre processus.</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>The journal %1 is missing.</source>
            <translation>Le journal %1 est introuvable.</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>The journal %1 was altered after it was written.</source>
            <translation>Le journal %1 a été modifié après son écriture.</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>The journal %1 is damaged: it cannot be read.</source>
            <translation>Le journal %1 est endommagé : il ne peut pas être lu.</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>The journal %1 is missing: this installation recorded its end at row %2, game %3.</source>
            <translation>Le journal %1 est introuvable : cette installation en avait noté la fin à la ligne %2, partie %3.</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>The journal %1 was altered after it was written (row %2).</source>
            <translation>Le journal %1 a été modifié après son écriture (ligne %2).</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>The journal %1 was written by another version of Croupier: %2</source>
            <translation>Le journal %1 a été écrit par une autre version de Croupier : %2</translation>
        </message>
        <message>
            <location filename="../../gui/stop_words.py" />
            <source>The journal %1 cannot be used: %2</source>
            <translation>Le journal %1 ne peut pas servir : %2</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <location filename="../../gui/a11y.py" />
            <source>LANGUAGE: %1</source>
            <translation>LANGUE : %1</translation>
        </message>
        <message>
            <location filename="../../gui/aids.py" />
            <source>deal</source>
            <translation>donner</translation>
        </message>
        <message>
            <location filename="../../gui/aids.py" />
            <source>hit</source>
            <translation>tirer</translation>
        </message>
        <message>
            <location filename="../../gui/aids.py" />
            <source>stand</source>
            <translation>rester</translation>
        </message>
        <message>
            <location filename="../../gui/aids.py" />
            <source>double</source>
            <translation>doubler</translation>
        </message>
        <message>
            <location filename="../../gui/aids.py" />
            <source>split</source>
            <translation>séparer</translation>
        </message>
        <message>
            <location filename="../../gui/aids.py" />
            <source>surrender</source>
            <translation>abandonner</translation>
        </message>
        <message>
            <location filename="../../gui/aids.py" />
            <source>insurance: take / decline</source>
            <translation>assurance : prendre / refuser</translation>
        </message>
        <message>
            <location filename="../../gui/aids.py" />
            <source>clear the bets</source>
            <translation>effacer les mises</translation>
        </message>
        <message>
            <location filename="../../gui/aids.py" />
            <source>repeat the last bets</source>
            <translation>répéter les dernières mises</translation>
        </message>
        <message>
            <location filename="../../gui/aids.py" />
            <source>repeat them doubled</source>
            <translation>les répéter doublées</translation>
        </message>
        <message>
            <location filename="../../gui/aids.py" />
            <source>help</source>
            <translation>aide</translation>
        </message>
        <message>
            <location filename="../../gui/animator.py" />
            <source>Shuffling</source>
            <translation>Mélange</translation>
        </message>
        <message>
            <location filename="../../gui/animator.py" />
            <source>HELD</source>
            <translation>ATTENTE</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>Hyper black jack is for seated players only</source>
            <translation>L’hyper black jack est réservé aux joueurs assis</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>Place a main bet before the hyper black jack bet</source>
            <translation>Misez sur la case avant l’hyper black jack</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>Hyper black jack bets are placed before the deal</source>
            <translation>L’hyper black jack se mise avant la distribution</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>This table does not offer hyper black jack</source>
            <translation>Cette table ne propose pas l’hyper black jack</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>The bonus bet may not exceed the main bet</source>
            <translation>La mise bonus ne peut dépasser la mise principale</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>Place a main bet before the side bet</source>
            <translation>Misez sur la case avant la mise annexe</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>Not enough balance for these bets</source>
            <translation>Solde insuffisant pour ces mises</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <location filename="../../gui/controller.py" />
            <location filename="../../gui/scene.py" />
            <source>Place your bets</source>
            <translation>Faites vos jeux</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>Maximum hyper black jack bet %1</source>
            <translation>Mise hyper black jack maximum %1</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>Minimum hyper black jack bet %1</source>
            <translation>Mise hyper black jack minimum %1</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>Maximum bet %1</source>
            <translation>Mise maximale %1</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>Maximum side bet %1</source>
            <translation>Mise annexe maximale %1</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>A player alone plays at least %1 boxes</source>
            <translation>Un joueur seul joue au moins %1 cases</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>Minimum bet %1</source>
            <translation>Mise minimale %1</translation>
        </message>
        <message>
            <location filename="../../gui/betting.py" />
            <source>Minimum side bet %1</source>
            <translation>Mise annexe minimale %1</translation>
        </message>
        <message>
            <location filename="../../gui/books.py" />
            <source>Set one from the command line: croupier pin set (it reads the PIN from standard input).</source>
            <translation>Choisissez-en un en ligne de commande : croupier pin set (le code est lu sur l’entrée standard).</translation>
        </message>
        <message>
            <location filename="../../gui/books.py" />
            <source>The director may set the journal aside (it is kept as journal.sqlite3.bad) and start a new one (NEW JOURNAL); croupier audit names the first bad row.</source>
            <translation>Le directeur peut mettre le journal de côté (il est gardé sous le nom journal.sqlite3.bad) et en commencer un nouveau (NOUVEAU JOURNAL) ; croupier audit nomme la première ligne fautive.</translation>
        </message>
        <message>
            <location filename="../../gui/books.py" />
            <source>Close the other table that uses this data folder, then start this one again.</source>
            <translation>Fermez l’autre table qui utilise ce dossier de données, puis relancez celle-ci.</translation>
        </message>
        <message>
            <location filename="../../gui/books.py" />
            <source>Check the data folder's permissions or medium, then start the table again.</source>
            <translation>Vérifiez les droits ou le support du dossier de données, puis relancez la table.</translation>
        </message>
        <message>
            <location filename="../../gui/books.py" />
            <source>The director may start a new journal (NEW JOURNAL): play starts on the starting credit.</source>
            <translation>Le directeur peut commencer un nouveau journal (NOUVEAU JOURNAL) : le jeu reprend sur le crédit de départ.</translation>
        </message>
        <message>
            <location filename="../../gui/books.py" />
            <source>Free some space on the disk, then start the table again.</source>
            <translation>Libérez de la place sur le disque, puis relancez la table.</translation>
        </message>
        <message>
            <location filename="../../gui/books.py" />
            <source>This kiosk has no director's PIN, so it does not start.</source>
            <translation>Cette borne n’a pas de code du directeur : elle ne démarre pas.</translation>
        </message>
        <message>
            <location filename="../../gui/controller.py" />
            <location filename="../../gui/guides.py" />
            <source>speed</source>
            <translation>vitesse</translation>
        </message>
        <message>
            <location filename="../../gui/controller.py" />
            <source>Insurance for box %1?</source>
            <translation>Assurance pour la case %1 ?</translation>
        </message>
        <message>
            <location filename="../../gui/controller.py" />
            <source>Box %1 is %2's, a computer player's</source>
            <translation>La case %1 est celle de %2, un joueur virtuel</translation>
        </message>
        <message>
            <location filename="../../gui/controller.py" />
            <source>%1 · min %2</source>
            <translation>%1 · min %2</translation>
        </message>
        <message>
            <location filename="../../gui/controller.py" />
            <source>%1 · max %2</source>
            <translation>%1 · max %2</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>HIT</source>
            <translation>TIRER</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>STAND</source>
            <translation>RESTER</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>DOUBLE</source>
            <translation>DOUBLER</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>SPLIT</source>
            <translation>SÉPARER</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <location filename="../../gui/scene.py" />
            <source>SURRENDER</source>
            <translation>ABANDONNER</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>CLEAR</source>
            <translation>EFFACER</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>REPEAT</source>
            <translation>RÉPÉTER</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>REPEAT ×2</source>
            <translation>RÉPÉTER ×2</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>DEAL</source>
            <translation>DONNER</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <location filename="../../gui/insurance_tags.py" />
            <source>INSURANCE</source>
            <translation>ASSURANCE</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>NO INSURANCE</source>
            <translation>PAS D’ASSURANCE</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>SPEED</source>
            <translation>VITESSE</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>SLOW</source>
            <translation>LENTE</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>NORMAL</source>
            <translation>NORMALE</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>FAST</source>
            <translation>RAPIDE</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>INSTANT</source>
            <translation>INSTANTANÉE</translation>
        </message>
        <message>
            <location filename="../../gui/guides.py" />
            <source>HINT: %1</source>
            <translation>CONSEIL : %1</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>THE TABLE DOES NOT DEAL</source>
            <translation>LA TABLE NE DISTRIBUE PAS</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>Problems found in the table's files</source>
            <translation>Problèmes trouvés dans les fichiers de la table</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>DISMISS</source>
            <translation>COMPRIS</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>The round goes on exactly where it stopped</source>
            <translation>Le coup reprend exactement là où il s’était arrêté</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>Director's settings…</source>
            <translation>Réglages du directeur…</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>Quit the kiosk…</source>
            <translation>Quitter la borne…</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>CLOSE</source>
            <translation>FERMER</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>Resumed round %1</source>
            <translation>Coup %1 repris</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>choose a box</source>
            <translation>choisir une case</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>its bet or its side bet</source>
            <translation>sa mise ou sa mise additionnelle</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>add or take off the chosen chip</source>
            <translation>poser ou retirer le jeton choisi</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>choose the chip</source>
            <translation>choisir le jeton</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>trainer on or off</source>
            <translation>entraîneur activé ou désactivé</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>drill the hands missed most</source>
            <translation>s’exercer sur les mains les plus manquées</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>game recall</source>
            <translation>historique des parties</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>director</source>
            <translation>directeur</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>No journal: nothing to recall</source>
            <translation>Pas de journal : rien à rappeler</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>Game recall opens between rounds</source>
            <translation>L’historique s’ouvre entre deux coups</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>No game to recall yet</source>
            <translation>Aucune partie à revoir pour l’instant</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>NEW JOURNAL</source>
            <translation>NOUVEAU JOURNAL</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>HELP</source>
            <translation>AIDE</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>RECALL</source>
            <translation>HISTORIQUE</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>DIRECTOR</source>
            <translation>DIRECTEUR</translation>
        </message>
        <message>
            <location filename="../../gui/host.py" />
            <source>… and %1 more (see the log)</source>
            <translation>… et %1 de plus (voir le log)</translation>
        </message>
        <message>
            <location filename="../../gui/kiosk.py" />
            <location filename="../../gui/scene.py" />
            <source>Bonuses in play: %1</source>
            <translation>Bonus en jeu : %1</translation>
        </message>
        <message>
            <location filename="../../gui/scene.py" />
            <source>BLACKJACK</source>
            <translation>BLACK JACK</translation>
        </message>
        <message>
            <location filename="../../gui/scene.py" />
            <source>WIN</source>
            <translation>GAGNÉ</translation>
        </message>
        <message>
            <location filename="../../gui/scene.py" />
            <source>PUSH</source>
            <translation>ÉGALITÉ</translation>
        </message>
        <message>
            <location filename="../../gui/scene.py" />
            <source>LOSE</source>
            <translation>PERDU</translation>
        </message>
        <message>
            <location filename="../../gui/scene.py" />
            <source>BUST</source>
            <translation>SAUTÉ</translation>
        </message>
        <message>
            <location filename="../../gui/scene.py" />
            <source>RETURNED</source>
            <translation>MISE RENDUE</translation>
        </message>
        <message>
            <location filename="../../gui/scene.py" />
            <source>DEALER %1</source>
            <translation>BANQUE %1</translation>
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
            <translation>Vos mains les plus manquées · hors jeu réel, non journalisé · G : retour</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>PLAY IT ANYWAY</source>
            <translation>JOUER QUAND MÊME</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>CHOOSE AGAIN</source>
            <translation>CHOISIR À NOUVEAU</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>Expected returns: …</source>
            <translation>Espérances : …</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>PRACTICE</source>
            <translation>EXERCICE</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <location filename="../../gui/trainer_panel.py" />
            <source>TRAINER</source>
            <translation>ENTRAÎNEUR</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>Computing the strategy…</source>
            <translation>Calcul de la stratégie…</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>T · ON</source>
            <translation>T · ACTIF</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>The trainer is not offered at this table</source>
            <translation>L’entraîneur n’est pas proposé à cette table</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>Trainer on</source>
            <translation>Entraîneur activé</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>Trainer off</source>
            <translation>Entraîneur désactivé</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>The drill opens between rounds</source>
            <translation>L’exercice s’ouvre entre deux coups</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>Nothing to drill yet: the trainer has seen no mistake</source>
            <translation>Rien à exercer : l’entraîneur n’a vu aucune erreur</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>Practice: %1 correct</source>
            <translation>Exercice : %1 justes</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>Expected return: %1 for %2, %3 for %4</source>
            <translation>Espérance : %1 pour %2, %3 pour %4</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>This session: %1 · over time: %2</source>
            <translation>Cette session : %1 · au total : %2</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>The strategy says %1, not %2</source>
            <translation>La stratégie dit %1, pas %2</translation>
        </message>
        <message>
            <location filename="../../gui/trainer.py" />
            <source>DRILL</source>
            <translation>EXERCICE</translation>
        </message>
        <message>
            <location filename="../../gui/trainer_panel.py" />
            <source>HIT</source>
            <translation>TIRER</translation>
        </message>
        <message>
            <location filename="../../gui/trainer_panel.py" />
            <source>STAND</source>
            <translation>RESTER</translation>
        </message>
        <message>
            <location filename="../../gui/trainer_panel.py" />
            <source>DOUBLE</source>
            <translation>DOUBLER</translation>
        </message>
        <message>
            <location filename="../../gui/trainer_panel.py" />
            <source>SPLIT</source>
            <translation>SÉPARER</translation>
        </message>
        <message>
            <location filename="../../gui/trainer_panel.py" />
            <source>SURRENDER</source>
            <translation>ABANDONNER</translation>
        </message>
        <message>
            <location filename="../../gui/trainer_panel.py" />
            <source>INSURANCE</source>
            <translation>ASSURANCE</translation>
        </message>
        <message>
            <location filename="../../gui/trainer_panel.py" />
            <source>NO INSURANCE</source>
            <translation>PAS D’ASSURANCE</translation>
        </message>
        <message>
            <location filename="../../gui/trainer_panel.py" />
            <source>Expected return per bet, exact math for these rules</source>
            <translation>Espérance par mise, calcul exact pour ces règles</translation>
        </message>
        <message>
            <location filename="../../gui/trainer_panel.py" />
            <source>Expected return of each option: when a hand is to play</source>
            <translation>Espérance de chaque option : quand une main est à jouer</translation>
        </message>
    </context>
    <context>
        <name>Virtual</name>
        <message>
            <location filename="../../gui/seat_plate.py" />
            <source>HITS</source>
            <translation>TIRE</translation>
        </message>
        <message>
            <location filename="../../gui/seat_plate.py" />
            <source>STANDS</source>
            <translation>RESTE</translation>
        </message>
        <message>
            <location filename="../../gui/seat_plate.py" />
            <source>DOUBLES</source>
            <translation>DOUBLE</translation>
        </message>
        <message>
            <location filename="../../gui/seat_plate.py" />
            <source>SPLITS</source>
            <translation>SÉPARE</translation>
        </message>
        <message>
            <location filename="../../gui/seat_plate.py" />
            <source>SURRENDERS</source>
            <translation>ABANDONNE</translation>
        </message>
        <message>
            <location filename="../../gui/seat_plate.py" />
            <source>TAKES INSURANCE</source>
            <translation>PREND L’ASSURANCE</translation>
        </message>
        <message>
            <location filename="../../gui/seat_plate.py" />
            <source>NO INSURANCE</source>
            <translation>PAS D’ASSURANCE</translation>
        </message>
        <message>
            <location filename="../../gui/seat_plate.py" />
            <source>%1, a computer player: his own money, apart from yours</source>
            <translation>%1, joueur virtuel : son propre argent, à part du vôtre</translation>
        </message>
        <message>
            <location filename="../../gui/seat_plate.py" />
            <source>computer player</source>
            <translation>joueur virtuel</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/virtual.py" />
            <source>%n computer player(s)</source>
            <translation>
                <numerusform>%n joueur virtuel</numerusform>
                <numerusform>%n joueurs virtuels</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/virtual.py" />
            <source>No computer player</source>
            <translation>Aucun joueur virtuel</translation>
        </message>
        <message>
            <location filename="../../gui/virtual.py" />
            <source>%1 leaves the table: out of money</source>
            <translation>%1 quitte la table : plus d’argent</translation>
        </message>
    </context>
</TS>
