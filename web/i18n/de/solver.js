// The solver area of the de catalog (web/i18n/catalogs.js): what the C++ core says for people,
// by message id (solver.error.<id>: the ids and English templates of capabilities().messages;
// web/common/solver-message.js), and the worker's own words (solver.failure.<reason>).
export default Object.freeze({
  'solver.error.board-text-too-long':
    'der Text des Spielfelds ist länger als {length} Zeichen; ein Spielfeld hat höchstens {max} Felder',
  'solver.error.empty-board': 'leeres Spielfeld: keine Plättchen angegeben',
  'solver.error.list-must-open': "eine Liste muss mit '[' beginnen",
  'solver.error.quote-not-closed': 'ein Anführungszeichen ({quote}) wird nicht geschlossen',
  'solver.error.brackets-too-many-closing': "unausgeglichene Klammern: zu viele ']'",
  'solver.error.brackets-missing-closing': "unausgeglichene Klammern: ']' fehlt",
  'solver.error.text-after-list': 'Text nach der schließenden Klammer: {text}',
  'solver.error.cell-is-list':
    'ein Feld ist eine Liste ({text}); jedes Feld muss eine einzelne Zahl sein',
  'solver.error.mixed-notation':
    'gemischte Schreibweise: eine Liste von Zeilen kann nicht zugleich einzelne Plättchen enthalten',
  'solver.error.not-a-number': '„{text}“ ist keine Zahl',
  'solver.error.tile-not-integer': 'Plättchen {text} ist keine ganze Zahl',
  'solver.error.board-too-small': 'ein Spielfeld muss mindestens 2x2 groß sein, nicht {size}',
  'solver.error.board-too-large': '{size} hat {cells} Felder; höchstens {max} sind möglich',
  'solver.error.row-length': {
    one: 'Zeile {row} hat {count} Plättchen, erwartet: {expected}',
    other: 'Zeile {row} hat {count} Plättchen, erwartet: {expected}',
  },
  'solver.error.rows-and-size-differ':
    'die Zeilen ergeben ein {rows}-Spielfeld, aber die angegebene Größe ist {size}',
  'solver.error.tile-count-for-size': '{expected} Plättchen für {size} erwartet, {got} erhalten',
  'solver.error.too-few-tiles': 'mindestens 4 Plättchen (2x2) erwartet, {got} erhalten',
  'solver.error.too-many-tiles': 'höchstens {max} Plättchen erwartet, {got} erhalten',
  'solver.error.size-unknown':
    'die Größe eines Spielfelds mit {tiles} Plättchen ist nicht erkennbar: gib sie mit --size BxH an, z. B. --size {size}',
  'solver.error.size-no-rectangle':
    '{tiles} Plättchen (die Lücke mitgezählt) passen in kein Rechteck von mindestens 2x2: ein Plättchen fehlt oder eines ist zu viel',
  'solver.error.size-format': 'die Größe „{text}“ hat nicht die Form BxH (z. B. 4x4)',
  'solver.error.tile-twice': 'Plättchen {tile} kommt zweimal vor',
  'solver.error.no-blank': 'keine Lücke (0)',
  'solver.error.blank-missing':
    'keine Lücke (0): ein {size}-Brett hat {tiles} Plättchen und die Lücke, geschrieben 0 oder _',
  'solver.error.tile-out-of-range': 'Plättchen {tile} liegt außerhalb des Bereichs 0..{max}',
  'solver.error.goal-invalid': 'Ziel: {problem}',
  'solver.error.walk-negative': 'die Länge des Zufallswegs darf nicht negativ sein',
  'solver.error.solvable':
    'Lösbar: Die Plättchen sind {swaps} vom Ziel entfernt ({permutationParity} Permutation, Lücke mitgezählt) und die Lücke ist {moves} von ihrem Zielfeld entfernt ({distanceParity}); die Paritäten stimmen überein.',
  'solver.error.unsolvable':
    'Unlösbar: Die Plättchen sind {swaps} vom Ziel entfernt ({permutationParity} Permutation, Lücke mitgezählt) und die Lücke ist {moves} von ihrem Zielfeld entfernt ({distanceParity}). Jeder Zug tauscht die Lücke mit einem Plättchen und kehrt dabei beide Paritäten zugleich um, also können sie nie übereinstimmen. Ein Tausch der Plättchen {tileA} und {tileB} würde es lösbar machen.',
  'solver.error.parity-rule':
    'Ein Spielfeld kann das Ziel genau dann erreichen, wenn zwei Paritäten übereinstimmen: die der Permutation, die es ins Ziel überführt (Lücke mitgezählt), und die des Abstands der Lücke zu ihrem Zielfeld, denn jeder Zug kehrt beide um. Hier ist die Permutation {permutationParity} ({swaps}) und der Abstand beträgt {moves} ({distanceParity}): {agreement}, also ist es {verdict}.',
  'solver.error.width-rule-odd':
    'Die Breite {width} ist ungerade: Ein Plättchen, das nach oben oder unten rückt, überholt {others} andere (eine gerade Zahl), und ein seitlicher Zug ändert keine Reihenfolge, also behalten die Inversionen ihre Parität, und das Ziel hat keine: Ein Spielfeld ist genau dann lösbar, wenn seine Inversionszahl gerade ist. Hier: {inversions} ({inversionParity}), also ist es {verdict}.',
  'solver.error.width-rule-odd-goal-order':
    'Die Breite {width} ist ungerade: Ein Plättchen, das nach oben oder unten rückt, überholt {others} andere (eine gerade Zahl), und ein seitlicher Zug ändert keine Reihenfolge, also behalten die Inversionen (in der Reihenfolge des Ziels gezählt) ihre Parität, und das Ziel hat keine: Ein Spielfeld ist genau dann lösbar, wenn seine Inversionszahl gerade ist. Hier: {inversions} ({inversionParity}), also ist es {verdict}.',
  'solver.error.width-rule-even':
    'Die Breite {width} ist gerade: Ein Plättchen, das nach oben oder unten rückt, überholt {others} andere (eine ungerade Zahl) und verschiebt die Lücke um eine Zeile, also ist ein Spielfeld genau dann lösbar, wenn die Inversionen plus die von unten gezählte Zeile der Lücke ungerade sind. Hier: {inversions} + Zeile {row} = {sum} ({sumParity}), also ist es {verdict}.',
  'solver.error.width-rule-even-goal-order':
    'Die Breite {width} ist gerade: Ein Plättchen, das nach oben oder unten rückt, überholt {others} andere (eine ungerade Zahl) und verschiebt die Lücke um eine Zeile, also ist ein Spielfeld genau dann lösbar, wenn die Inversionen (in der Reihenfolge des Ziels gezählt) plus die Zeilen zwischen der Lücke und ihrer Zielzeile gerade sind. Hier: {inversions} + {rows} = {sum} ({sumParity}), also ist es {verdict}.',
  'solver.error.even': 'gerade',
  'solver.error.odd': 'ungerade',
  'solver.error.verdict-solvable': 'lösbar',
  'solver.error.verdict-unsolvable': 'unlösbar',
  'solver.error.parities-agree': 'sie stimmen überein',
  'solver.error.parities-differ': 'sie unterscheiden sich',
  'solver.error.swaps': { one: '{count} Vertauschung', other: '{count} Vertauschungen' },
  'solver.error.moves': { one: '{count} Zug', other: '{count} Züge' },
  'solver.error.inversions': { one: '{count} Inversion', other: '{count} Inversionen' },
  'solver.error.rows': { one: '{count} Zeile', other: '{count} Zeilen' },
  'solver.error.unknown-algorithm': 'unbekannter Algorithmus „{name}“',
  'solver.error.unknown-heuristic': 'unbekannte Heuristik „{name}“',
  'solver.error.unknown-metric': 'unbekannte Metrik „{name}“: stm oder mtm',
  'solver.error.metric-algorithm':
    'die Mehrstein-Metrik (mtm) wird mit auto oder idastar gesucht, nicht mit {algorithm}',
  'solver.error.metric-heuristic':
    'die Mehrstein-Metrik (mtm) hat ihre eigene Heuristik (auto), nicht {heuristic}',
  'solver.error.metric-board-too-large':
    'die Mehrstein-Metrik (mtm) wird auf Brettern mit bis zu {max} Feldern gelöst, nicht {cells}',
  'solver.error.weight-range': 'das Gewicht muss zwischen {min} und {max} liegen',
  'solver.error.memory-budget-range': 'das Speicherbudget muss zwischen {min} und {max} MB liegen',
  'solver.error.think-range': 'die Denkzeit muss zwischen {min} und {max} Sekunden liegen',
  'solver.error.depth-limit-range':
    'die Tiefenbegrenzung muss eine ganze Zahl von {min} bis {max} sein',
  'solver.error.depth-limit-cut':
    'keine Lösung bis Tiefe {depth}: die Tiefenbegrenzung hat die Suche abgeschnitten (eine längere Lösung kann existieren)',
  'solver.error.tree-share-invalid':
    'Teil {index} von {count} ist keiner von 1 bis {max} Teilen eines IDA* mit Musterdatenbanken',
  'solver.error.all-optimal-board-too-large':
    'alle optimalen Lösungen (--all-optimal) werden auf Brettern bis {max} Felder gezählt; dieses hat {cells}',
  'solver.error.all-optimal-not-optimal':
    'alle optimalen Lösungen (--all-optimal) brauchen eine optimale Suche: auto, astar, idastar, bfs, ucs, iddfs, rbfs oder bidirectional mit einer zulässigen Heuristik, nicht {algorithm} mit {heuristic}',
  'solver.error.solution-limit-range':
    'die Zahl der aufgelisteten Lösungen (--limit) muss eine ganze Zahl von {min} bis {max} sein',
  'solver.error.step-board-too-large':
    'der Schrittmodus führt {algorithm} auf Spielfeldern mit bis zu {max} Feldern aus; idastar geht Schritt für Schritt bei jeder Größe',
  'solver.error.step-heuristic-too-slow':
    'die Heuristik {heuristic} braucht auf Spielfeldern mit mehr als {max} Feldern zu lange zur Vorbereitung für den Schrittmodus; wähle linear-conflict oder manhattan',
  'solver.error.cancelled': 'abgebrochen',
  'solver.error.time-limit': 'Zeitlimit von {seconds} s erreicht',
  'solver.error.memory-budget-reached':
    'Speicherbudget nach {expanded} Expansionen erreicht; IDA* oder gewichtetes A* brauchen viel weniger Speicher',
  'solver.error.out-of-memory':
    'kein Speicher mehr nach {expanded} Expansionen; ein kleineres Speicherbudget beendet die Suche, bevor dem Gerät der Speicher ausgeht',
  'solver.error.step-memory-budget-reached':
    'Speicherbudget von {mb} MB nach {expanded} Expansionen erreicht',
  'solver.error.open-list-empty': 'die Open-Liste wurde leer, ohne das Ziel zu erreichen',
  'solver.error.not-started': 'nicht gestartet',
  'solver.error.step-before-start': 'step() vor start(): es gibt keine Suche auszuführen',
  'solver.error.no-solution-internal': 'die Suche endete ohne Lösung (interner Fehler)',
  'solver.error.verify-expected-step':
    'Zeile {line}: erwartet wurde „Step {step}: Move T Richtung“, da steht „{text}“',
  'solver.error.verify-step-number':
    'Zeile {line}: Schritt {number}, wo Schritt {expected} erwartet wurde',
  'solver.error.verify-too-many-steps': 'Zeile {line}: mehr als {max} Schritte',
  'solver.error.verify-declared-count':
    'Zeile {line}: die Lösung nennt {declared} Schritte, aber {count} sind aufgeführt',
  'solver.error.verify-repeat-count':
    'Zeile {line}: eine Wiederholungszahl muss mindestens 1 sein, da steht „{text}“',
  'solver.error.verify-row-length':
    'Zeile {line}: {count} Zahlen, aber eine Zeile dieses {size}-Bretts hat {width} und ein ganzes Brett {cells}',
  'solver.error.verify-board-tiles':
    'Zeile {line}: dieses Brett enthält nicht die Steine 0 bis {max} je einmal',
  'solver.error.verify-board-rows':
    'Zeile {line}: das hier beginnende Brett hat {rows} seiner {height} Reihen',
  'solver.error.verify-letters-text-tile':
    'Zeile {line}: der Text sagt, die Buchstaben sind Züge des Steins, gewählt ist aber die Lücke',
  'solver.error.verify-letters-text-blank':
    'Zeile {line}: der Text sagt, die Buchstaben sind Züge der Lücke, gewählt ist aber der Stein',
  'solver.error.verify-letters-unsaid':
    'Zeile {line}: sag, ob die Buchstaben den Stein oder die Lücke bewegen: eine erste Zeile „letters: tile“ oder „letters: blank“',
  'solver.error.verify-not-a-step':
    'Zeile {line}: weder Zug noch Stein, Buchstabe oder Brettzeile: „{text}“',
  'solver.error.verify-letters-value': 'request.letters muss "tile" oder "blank" sein',
  'solver.error.verify-no-such-tile': 'es gibt keinen Stein {tile} (die Steine sind 1 bis {max})',
  'solver.error.verify-tile-not-next-to-blank': 'Stein {tile} liegt nicht neben der Lücke',
  'solver.error.verify-tile-wrong-side':
    'Stein {tile} kann nicht nach {direction}: die Lücke liegt nicht auf dieser Seite',
  'solver.error.verify-no-tile-moves':
    'kein Stein kann nach {direction}: die Lücke liegt in der {wall}',
  'solver.error.verify-blank-at-wall':
    'die Lücke kann nicht nach {direction}: sie liegt in der {wall}',
  'solver.error.verify-board-unchanged': 'dieses Brett ist dasselbe wie das davor',
  'solver.error.verify-board-not-one-move': 'dieses Brett ist nicht einen Zug vom vorigen entfernt',
  'solver.error.direction-up': 'oben',
  'solver.error.direction-down': 'unten',
  'solver.error.direction-left': 'links',
  'solver.error.direction-right': 'rechts',
  'solver.error.wall-top': 'obersten Reihe',
  'solver.error.wall-bottom': 'untersten Reihe',
  'solver.error.wall-left': 'linken Spalte',
  'solver.error.wall-right': 'rechten Spalte',
  'solver.error.experiment-no-search': 'wähle mindestens eine Suche',
  'solver.error.experiment-unknown-search': 'unbekannte Suche „{name}“',
  'solver.error.experiment-depth-cap-negative': 'die Tiefengrenze darf nicht negativ sein',
  'solver.error.experiment-node-cap': 'die Knotengrenze muss mindestens 1 sein',
  'solver.error.experiment-no-depth': 'wähle mindestens eine Tiefe',
  'solver.error.experiment-per-depth-range':
    'Spielfelder pro Tiefe müssen zwischen 1 und {max} liegen',
  'solver.error.experiment-table-failed': 'die Abstandstabelle konnte nicht erstellt werden',
  'solver.error.experiment-too-many-boards':
    'höchstens {max} Spielfelder (Zeile {line} ist eine zu viel)',
  'solver.error.experiment-no-boards': 'keine Spielfelder: füge ein Spielfeld pro Zeile ein',
  'solver.error.experiment-every-line-bad':
    'kein Spielfeld auszuführen: jede Zeile hat einen Fehler',
  'solver.error.experiment-line-size':
    'ein {board}-Spielfeld, aber die Liste besteht aus {list}-Spielfeldern',
  'solver.error.experiment-line-unsolvable': 'kann das Ziel nicht erreichen: {reason}',
  'solver.error.experiment-depth-not-found':
    'seine optimale Länge wurde nicht innerhalb von {nodes} Knoten gefunden, daher wird es ausgelassen',
  'solver.error.depth-table-too-large':
    'Spielfelder in genauer Tiefe gibt es nur für Spielfelder mit bis zu {max} Feldern (der ganze Raum wird durchsucht), nicht für {size}',
  'solver.error.depth-out-of-range':
    'kein Spielfeld ist {depth} Züge von diesem Ziel entfernt: die Tiefen reichen von 0 bis {max}',
  'solver.error.database-not-kept':
    'die Musterdatenbank {name} wird nicht behalten: sie ließ sich beim Zurücklesen nicht prüfen',
  'solver.error.database-not-loaded': 'keine Musterdatenbank namens {name} ist geladen',
  'solver.error.database-length-not-count': 'Musterdatenbank: ihre Länge ist keine Byteanzahl',
  'solver.error.database-too-long':
    'Musterdatenbank: {bytes} Bytes sind mehr als die größte Datenbank, die dieser Löser speichert ({max} Bytes); vor dem Lesen abgelehnt',
  'solver.error.database-size-unknown':
    'Musterdatenbank: {bytes} Bytes ist nicht die Größe einer Datenbank, die dieser Löser speichert',
  'solver.error.database-stored-as-other': 'der als {name} gespeicherte Wert ist {other}',
  'solver.error.database-not-bytes': 'Musterdatenbank: die Bytes werden als Uint8Array erwartet',
  'solver.error.database-unverifiable':
    'Musterdatenbank {name}: kann nicht geprüft werden (dieser Löser kennt ihren Hashwert nicht), daher wird sie hier erstellt',
  'solver.error.database-digest-mismatch':
    'Musterdatenbank {name}: weicht von der Tabelle ab, die dieser Löser erstellt (SHA-256 stimmt nicht), daher wird sie neu erstellt',
  'solver.error.database-not-canonical':
    'Musterdatenbank: nicht in der kanonischen Form, die der Cache erstellt',
  'solver.error.request-not-object':
    'Anfrage: ein Objekt {board, size, goal, algorithm, heuristic, weight, maxMemoryMB, openLimit} erwartet, nicht {type}',
  'solver.error.request-field-missing': 'request.{field} fehlt',
  'solver.error.request-field-type': 'request.{field} muss vom Typ {expected} sein, nicht {type}',
  'solver.error.request-databases':
    'request.databases muss "standard", "large" oder "quick" sein, nicht "{value}"',
  'solver.error.experiment-request-not-object':
    'Experiment-Anfrage: ein Objekt erwartet, nicht {type}',
  'solver.error.experiment-field-type':
    'experiment.{field} muss vom Typ {expected} sein, nicht {type}',
  'solver.error.experiment-depths-type': 'experiment.depths muss eine Liste von Zahlen sein',
  'solver.error.experiment-depths-count': 'experiment.depths: höchstens 1000 Tiefen',
  'solver.error.experiment-searches-type': 'experiment.searches muss eine Liste von Texten sein',
  'solver.error.pdb-not-loaded':
    'die Musterdatenbanken für diese Spielfeldgröße und dieses Ziel sind nicht geladen',
  'solver.error.true-distance-unreachable':
    'das Ziel ist von diesem Spielfeld aus nicht erreichbar',
  'solver.error.true-distance-not-computed': 'nicht berechnet',
  'solver.error.true-distance-by-pdb': 'IDA* mit den Musterdatenbanken',
  'solver.error.true-distance-by-linear-conflict': 'IDA* mit linearen Konflikten',
  'solver.error.true-distance-pdb-budget':
    'IDA* mit den Musterdatenbanken wurde nicht innerhalb seines Expansionsbudgets fertig',
  'solver.error.true-distance-linear-conflict-budget':
    'IDA* mit linearen Konflikten wurde nicht innerhalb seines Expansionsbudgets fertig',
  'solver.error.order-greedy':
    'kleinstes h zuerst; bei gleichem h größtes g zuerst; dann das zuletzt hinzugefügte zuerst (last in, first out). Einträge für Knoten, die inzwischen geschlossen oder über einen günstigeren Weg erreicht wurden, werden beim Entnehmen übersprungen.',
  'solver.error.order-breadth-first':
    'kleinstes g zuerst (Ebene für Ebene); dann das zuletzt hinzugefügte zuerst (last in, first out). Einträge für Knoten, die inzwischen geschlossen oder über einen günstigeren Weg erreicht wurden, werden beim Entnehmen übersprungen.',
  'solver.error.order-astar':
    'kleinstes f = g + h zuerst; bei gleichem f größtes g zuerst (also kleinstes h); dann das zuletzt hinzugefügte zuerst (last in, first out). Einträge für Knoten, die inzwischen geschlossen oder über einen günstigeren Weg erreicht wurden, werden beim Entnehmen übersprungen.',
  'solver.error.order-weighted':
    'kleinstes f = {gWeight}·g + {hWeight}·h zuerst; bei gleichem f größtes g zuerst; dann das zuletzt hinzugefügte zuerst (last in, first out). Einträge für Knoten, die inzwischen geschlossen oder über einen günstigeren Weg erreicht wurden, werden beim Entnehmen übersprungen.',
  'solver.error.order-idastar':
    'Tiefensuche: der tiefste Knoten auf dem Pfad wird als Nächstes expandiert; seine Kinder werden in fester Reihenfolge probiert (die Lücke bewegt sich nach oben, unten, links, rechts), ohne den letzten Zug rückgängig zu machen oder einen Umweg zu gehen, den ein anderer, nicht längerer Pfad überflüssig macht (etwa einmal um ein 2×2-Quadrat herum), und ein Kind, dessen f = g + h die Schwelle überschreitet, wird abgeschnitten. Wird der Pfad leer, wird die Schwelle zum kleinsten abgeschnittenen f und die Suche beginnt wieder von vorn.',
  'solver.error.order-dfs':
    'Tiefensuche: Der oberste Knoten des Pfads wird als Nächstes expandiert; seine Kinder werden in fester Reihenfolge versucht (die Lücke nach oben, unten, links, rechts), ein Kind, das schon auf dem Pfad liegt (ein Zyklus), wird nie betreten, und kein Pfad wird länger als die Tiefenschranke von {limit}.',
  'solver.error.order-rbfs':
    'rekursive Bestensuche: Das Kind mit dem kleinsten gesicherten F wird als Nächstes erkundet, solange sein F innerhalb seiner f-Schranke bleibt (dem F der besten Alternative weiter oben). Darüber hinaus wird der Teilbaum vergessen und sein F behalten, um ihn erneut zu expandieren, wenn er wieder der beste ist.',
  'solver.error.order-bidirectional':
    'Breitensuche von beiden Enden: jeweils eine ganze Schicht, auf der Seite mit der kleineren Front; innerhalb einer Schicht zuerst hinein, zuerst heraus. Sie endet, wenn eine Seite ein Brett erreicht, das die andere Seite schon erreicht hat.',
  'solver.error.search-cancelled': 'Suche abgebrochen',
  'solver.error.hint-cancelled': 'Tipp abgebrochen',
  'solver.failure.start-file':
    'Diese Seite wurde als Datei geöffnet, und Browser führen ihren Löser nicht aus einer Datei aus. Öffne stattdessen {file}, die Offline-Version im selben Ordner.',
  'solver.failure.start-csp':
    'Die Sicherheitsrichtlinie dieser Website (Content-Security-Policy) erlaubt nicht, dass der Hintergrundprozess des Lösers startet. Speichere die Seite und öffne sie von deinem Computer, oder bitte den Betreiber der Website, Worker von blob:-URLs zu erlauben (worker-src blob:).',
  'solver.failure.start-download':
    'Der Code des Lösers konnte nicht heruntergeladen werden. Prüfe die Verbindung und lade die Seite neu.',
  'solver.failure.start-timeout':
    'Der Löser ist nicht rechtzeitig gestartet. Lade die Seite neu; passiert das wieder, versuche einen anderen Browser oder die Offline-Datei {file}.',
  'solver.failure.start-failed':
    'Der Löser konnte in diesem Browser nicht starten. Lade die Seite neu; passiert das wieder, versuche einen anderen Browser oder die Offline-Datei {file}.',
  'solver.failure.wasm-csp':
    "Die Sicherheitsrichtlinie dieser Website (Content-Security-Policy) erlaubt kein WebAssembly, das der Löser braucht. Bitte den Betreiber der Website, 'wasm-unsafe-eval' zu erlauben, oder nutze die Offline-Datei {file}.",
  'solver.failure.wasm-download':
    'Die WebAssembly-Datei des Lösers konnte nicht heruntergeladen werden. Prüfe die Verbindung und lade die Seite neu.',
  'solver.failure.no-wasm':
    'Dieser Browser kann kein WebAssembly ausführen, das der Löser braucht. Nutze ein aktuelles Firefox, Chrome, Edge oder Safari.',
  'solver.failure.out-of-memory':
    'Dem Löser ging der Speicher aus, er wurde neu gestartet. Senke das Speicherbudget unter „Erweitert“ oder wähle einen Algorithmus, der weniger Speicher braucht (IDA*).',
  'solver.failure.cancel-not-honoured':
    'Die Suche hielt nicht sofort an, daher wurde der Löser neu gestartet.',
  'solver.failure.crashed':
    'Der Löser hatte einen internen Fehler und wurde neu gestartet. Versuche es noch einmal oder ändere die Einstellungen.',
  'solver.failure.unknown-request':
    'Der Löser hat eine Anfrage der Seite nicht verstanden. Lade die Seite neu.',
});
