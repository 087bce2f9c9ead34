// The lab area of the de catalog (web/i18n/catalogs.js).
export default Object.freeze({
  'lab.board.named': 'das {width} × {height}-Brett',
  'lab.board.invalid':
    'Der Brett-Text ist kein gültiges Brett, daher arbeitet das Labor weiter mit {rows}. Korrigiere den Text, um das eingegebene Brett zu erkunden.',
  'lab.board.solutionStart':
    'Das Labor arbeitet mit {rows}, dem Start der gezeigten Lösung: das Abspielen der Lösung ändert es nicht.',
  'lab.board.solved':
    'Das gezeigte Brett ist gelöst ({rows}): eine Suche hat nichts zu tun. Mische oder tippe ein Brett, um eine Suche zu erkunden.',
  'lab.board.onShow': 'Das Labor arbeitet mit dem gezeigten Brett: {rows}.',
  'lab.move.up': '{tile} nach oben',
  'lab.move.down': '{tile} nach unten',
  'lab.move.left': '{tile} nach links',
  'lab.move.right': '{tile} nach rechts',
  'lab.moveClause.up': '{tile} nach oben geschoben',
  'lab.moveClause.down': '{tile} nach unten geschoben',
  'lab.moveClause.left': '{tile} nach links geschoben',
  'lab.moveClause.right': '{tile} nach rechts geschoben',
  'lab.list.comma': ', ',
  'lab.list.semicolon': '; ',
  'lab.sentences': '{first} {second}',
  'lab.yes': 'ja',
  'lab.no': 'nein',
  'lab.status.solved': 'gelöst',
  'lab.status.memoryLimit': 'Speichergrenze',
  'lab.status.depthLimitCut': 'bei Tiefe {limit} abgeschnitten',
  'lab.status.timeLimit': 'Zeitgrenze',
  'lab.status.cancelled': 'abgebrochen',
  'lab.status.stopped': 'gestoppt',
  'lab.status.skipped': 'übersprungen',
  'lab.status.unsolvable': 'unlösbar',
  'lab.status.invalid': 'ungültig',
  'lab.status.failed': 'fehlgeschlagen',
  'lab.status.error': 'Fehler',
  'lab.status.notRun': 'nicht gelaufen',
  'lab.tree.empty': 'Der Baum wächst hier, während du Schritt drückst.',
  'lab.tree.iteration': '{number}: Schwelle {threshold}',
  'lab.tree.node': 'Knoten',
  'lab.tree.pick': 'Klicke einen Knoten im Baum an oder wähle einen in der Gliederung.',
  'lab.tree.selected': 'Gewählter Knoten',
  'lab.tree.last': 'Zuletzt expandierter Knoten',
  'lab.tree.board': 'Brett {rows}',
  'lab.tree.path': {
    one: 'Pfad vom Start ({count} Zug): {moves}',
    other: 'Pfad vom Start ({count} Züge): {moves}',
  },
  'lab.tree.startNode': 'Der Startknoten.',
  'lab.tree.expandSubtree': 'Teilbaum aufklappen',
  'lab.tree.collapseSubtree': 'Teilbaum zuklappen',
  'lab.tree.count.expanded': '{count} expandiert',
  'lab.tree.count.open': '{count} offen',
  'lab.tree.count.reopened': '{count} wieder geöffnet oder verbessert',
  'lab.tree.count.superseded': '{count} ersetzt',
  'lab.tree.count.duplicate': {
    one: '{count} Duplikat übersprungen',
    other: '{count} Duplikate übersprungen',
  },
  'lab.tree.count.cutoff': '{count} abgeschnitten',
  'lab.tree.summary.ida':
    'Iteration {iteration} von {iterations} (Schwelle {threshold}): {count} Knoten — {parts}.',
  'lab.tree.summary': '{count} Knoten, die {generated} erzeugten — {parts}.',
  'lab.tree.summary.idaFirst': 'Gezeigt werden die ersten {kept} von {generated} erzeugten Knoten.',
  'lab.tree.summary.first':
    'Gezeigt werden die ersten {shown} von {generated} erzeugten Knoten — {parts}.',
  'lab.tree.summary.drawn': '{count} gezeichnet (Teilbäume zugeklappt).',
  'lab.tree.card.cut': 'ab',
  'lab.tree.card.duplicate': 'dup',
  'lab.node.start': 'Start',
  'lab.node.startIteration': 'Start, Iteration {iteration} (Schwelle {threshold})',
  'lab.node.reopened': 'wieder geöffnet',
  'lab.node.improved': 'verbessert',
  'lab.node.expanded': 'als {ordinal}. expandiert',
  'lab.node.cutoff': 'abgeschnitten (f über der Schwelle {threshold})',
  'lab.node.duplicate': 'Duplikat, übersprungen',
  'lab.node.superseded': 'durch einen günstigeren Weg ersetzt',
  'lab.node.open': 'offen',
  'lab.step.waiting': 'Der Schrittmodus startet, sobald der Löser bereit ist.',
  'lab.step.startsInView':
    'Der Schrittmodus ist bereit: Seine Suche startet, sobald dieses Feld ins Bild kommt.',
  'lab.step.replaying': 'Die Suche wird vom Start an wiederholt…',
  'lab.step.stopped': 'Der Schrittmodus wurde angehalten: {error}',
  'lab.step.runningToEnd': 'Läuft bis zum Ende…',
  'lab.step.runningTo': 'Läuft bis Expansion {target}…',
  'lab.step.runStopped': 'Der Lauf wurde angehalten: {error}',
  'lab.step.stoppedAfter': {
    one: 'Nach {count} Expansion angehalten. {status}',
    other: 'Nach {count} Expansionen angehalten. {status}',
  },
  'lab.automatic.with': '{search} mit {heuristic}',
  'lab.automatic.weightedWith': '{search} (w = {weight}) mit {heuristic}',
  'lab.automatic.rankedBy': '{search}, geordnet nach {heuristic}',
  'lab.automatic.then': '{before}, dann {next}',
  'lab.automatic.fallback': '{searches} (dauert das zu lange: {fallbacks})',
  'lab.automatic.shortens': '{searches}, danach kürzt es den Weg Stück für Stück',
  'lab.automatic.solves': 'Automatisch löst dieses Brett mit {searches}.',
  'lab.automatic.heuristic':
    'Lösen führt hier {search} mit {heuristic} aus, der Heuristik von Automatisch für dieses Brett.',
  'lab.step.intro.same':
    'Der Schrittmodus führt diese Suche auf dem Brett des Labors aus, eine Expansion pro Schritt.',
  'lab.step.intro.otherHeuristic':
    'Der Schrittmodus führt diese Suche stattdessen mit {heuristic} auf dem Brett des Labors aus, eine Expansion pro Schritt.',
  'lab.step.intro.instead':
    'Der Schrittmodus zeigt an ihrer Stelle {search} auf dem Brett des Labors, eine Expansion pro Schritt.',
  'lab.step.intro.with': '{search} mit {heuristic}',
  'lab.step.intro.notSteppable': '{search} ({chosen} lässt sich nicht schrittweise ausführen)',
  'lab.step.intro':
    'Der Schrittmodus führt {search} auf dem Brett des Labors aus, eine Expansion pro Schritt.',
  'lab.step.intro.choose': 'Wähle unter Löser eine andere Suche.',
  'lab.step.term.pathDepth': 'Pfadtiefe',
  'lab.step.term.openList': 'Open-Liste',
  'lab.step.term.threshold': 'Schwelle',
  'lab.step.term.fBound': 'f-Schranke',
  'lab.step.noneKept': '— (keine gespeichert)',
  'lab.step.thresholds':
    'Bisherige IDA*-Schwellen: {thresholds}. Jede Iteration ist eine Tiefensuche, die Knoten mit f über der Schwelle abschneidet; die nächste Schwelle ist das kleinste abgeschnittene f.',
  'lab.step.node.expanded': 'Expandierter Knoten',
  'lab.step.node.start': 'Startknoten (noch nicht expandiert)',
  'lab.step.node.pathNode': 'Pfadknoten in Tiefe {order}',
  'lab.step.node.openEntry': 'Eintrag {order} der Open-Liste',
  'lab.step.open.heading': 'Open-Liste',
  'lab.step.open.headingFormula': 'Open-Liste ({formula})',
  'lab.step.open.idaHeadingFormula': 'Tiefensuchpfad (IDA* führt keine Open-Liste) ({formula})',
  'lab.step.open.idaHeading': 'Tiefensuchpfad (IDA* führt keine Open-Liste)',
  'lab.step.open.order': 'Reihenfolge: {order}',
  'lab.step.open.depth': 'Tiefe',
  'lab.step.open.orderColumn': 'Rang',
  'lab.step.open.show': 'Knoten Nummer {order} in Entnahmereihenfolge zeigen: {rows}; {values}',
  'lab.step.open.showIda': 'Knoten in Tiefe {order} zeigen: {rows}; {values}',
  'lab.step.open.onlyStart': 'Bis zum ersten Schritt steht nur der Startknoten in der Open-Liste.',
  'lab.step.open.empty': 'Die Open-Liste ist leer.',
  'lab.step.open.deepest': 'Die tiefsten {listed} von {total} Knoten auf dem Pfad.',
  'lab.step.open.first': 'Die ersten {listed} von {total} Einträgen.',
  'lab.step.path.earlier': '… {count} davor',
  'lab.step.path.start': 'Start',
  'lab.step.path.startLabel': 'Start: {rows}',
  'lab.step.path.label': 'g {g}, {move}: {rows}',
  'lab.step.path.heading': 'Pfad zum expandierten Knoten',
  'lab.step.path.headingLength': 'Pfad zum expandierten Knoten (g = {g})',
  'lab.node.values': 'g {g}, h {h}, f {f}',
  'lab.step.status.invalid': 'Der Schrittmodus kann nicht starten: {error}.',
  'lab.step.status.notValid': 'das Brett ist ungültig',
  'lab.step.status.unsolvable':
    'Dieses Brett ist unlösbar, es gibt also nichts zu suchen. Der Reiter Lösbarkeit erklärt, warum.',
  'lab.step.status.stopped': {
    one: 'Die Suche hielt nach {count} Expansion an: {error}.',
    other: 'Die Suche hielt nach {count} Expansionen an: {error}.',
  },
  'lab.step.status.failed': 'sie ist fehlgeschlagen',
  'lab.step.status.solved': {
    one: 'Ziel nach {expanded} Expansionen erreicht: ein Pfad von {count} Zug.',
    other: 'Ziel nach {expanded} Expansionen erreicht: ein Pfad von {count} Zügen.',
  },
  'lab.step.status.solvedOptimal': {
    one: 'Ziel nach {expanded} Expansionen erreicht: ein Pfad von {count} Zug — eine kürzeste Lösung.',
    other:
      'Ziel nach {expanded} Expansionen erreicht: ein Pfad von {count} Zügen — eine kürzeste Lösung.',
  },
  'lab.step.status.start':
    'Vor der ersten Expansion: der Startknoten steht mit f = {f} in der Open-Liste. Drücke Schritt.',
  'lab.step.status.expansion':
    'Expansion {expanded}: der Knoten mit {values} wurde aus der Open-Liste genommen und seine Kinder erzeugt.',
  'lab.step.status.idaStart':
    'Vor der ersten Expansion: der Pfad enthält nur den Startknoten, und die erste Schwelle ist f = {f}. Drücke Schritt.',
  'lab.step.status.idaExpansion':
    'Expansion {expanded}: der Knoten mit {values} wurde ans Ende des Pfads gesetzt (sein f liegt innerhalb der Schwelle) und seine Kinder erzeugt.',
  'lab.step.announce': 'Schritt {expanded}: expandiert {values}. {sizes}',
  'lab.step.announce.ida': 'Pfadtiefe {depth}, Schwelle {threshold}.',
  'lab.step.announce.open': 'Open-Liste {open}, Closed-Menge {closed}.',
  'lab.compare.metric.expanded': 'Expandierte Knoten',
  'lab.compare.metric.generated': 'Erzeugte Knoten',
  'lab.compare.metric.maxFrontier': 'Max. Front',
  'lab.compare.metric.time': 'Zeit',
  'lab.compare.metric.peakMemory': 'Spitzenspeicher',
  'lab.compare.ignored': 'Die Suche "{id}" in "compare" wurde ignoriert: kein bekanntes Paar.',
  'lab.compare.heuristic': 'Heuristik',
  'lab.compare.pairName': '{algorithm} mit {heuristic}',
  'lab.compare.label': '{algorithm} · {heuristic}',
  'lab.compare.label.weighted': '{algorithm} (w = {weight}) · {heuristic}',
  'lab.compare.label.depthLimit': '{algorithm} (Tiefengrenze {limit})',
  'lab.compare.caption': 'Ergebnisse für {board}, Ziel {goal}',
  'lab.compare.cancelled': 'Vergleich nach {done} von {count} Suchen abgebrochen.',
  'lab.compare.finished': {
    one: 'Vergleich beendet: {count} Suche.',
    other: 'Vergleich beendet: {count} Suchen.',
  },
  'lab.compare.progress': 'Suche {number} von {count}: {label}',
  'lab.compare.progressFigures':
    'Suche {number} von {count}: {label} — {expanded} expandiert, {time}',
  'lab.compare.progressValue': 'Suche {number} von {count}',
  'lab.compare.progressSay': 'Suche {number} von {count}: {label}.',
  'lab.compare.running': 'läuft…',
  'lab.compare.runningFigures': 'läuft… {expanded} expandiert, {time}',
  'lab.compare.waiting': 'wartet',
  'lab.compare.notGuaranteed': 'nicht garantiert',
  'lab.compare.sameLength': 'gleiche Länge, nicht garantiert',
  'lab.compare.longer': 'nein (+{extra})',
  'lab.compare.memory.hint':
    'Kreuze A* und IDA* mit derselben Heuristik an, um zu sehen, wie viel Speicher jede belegt.',
  'lab.compare.memory.text':
    'Mit {heuristic} belegte A* in der Spitze {astarBytes} (bis zu {astarFrontier} Knoten in der Open-Liste und jeden erreichten Knoten in der Closed-Menge); IDA* belegte {idaBytes}, weil es nur den aktuellen Pfad speichert (höchstens {idaDepth} Knoten tief). IDA* zahlt dafür mit Zeit: es expandiert in jeder Iteration dieselben Knoten erneut.',
  'lab.compare.memory.textRatio':
    'Mit {heuristic} belegte A* in der Spitze {astarBytes} (bis zu {astarFrontier} Knoten in der Open-Liste und jeden erreichten Knoten in der Closed-Menge); IDA* belegte {idaBytes} — {ratio}-mal weniger, weil es nur den aktuellen Pfad speichert (höchstens {idaDepth} Knoten tief). IDA* zahlt dafür mit Zeit: es expandiert in jeder Iteration dieselben Knoten erneut.',
  'lab.compare.memory.astarPeak': 'Spitzenspeicher A*',
  'lab.compare.memory.idaPeak': 'Spitzenspeicher IDA*',
  'lab.compare.memory.astarFrontier': 'Max. Front A*',
  'lab.compare.memory.idaDepth': 'Max. Tiefe IDA*',
  'lab.chart.count.one': '{value}',
  'lab.chart.count.kilo': '{value} Tsd.',
  'lab.chart.count.mega': '{value} Mio.',
  'lab.chart.count.giga': '{value} Mrd.',
  'lab.chart.bytes.one': '{value} B',
  'lab.chart.bytes.kilo': '{value} kB',
  'lab.chart.bytes.mega': '{value} MB',
  'lab.chart.bytes.giga': '{value} GB',
  'lab.chart.empty': 'Noch keine Werte für ein Diagramm.',
  'lab.chart.none': '{label}: keiner',
  'lab.chart.value': '{label}: {value}',
  'lab.chart.atLeast': '{label}: mindestens {value}',
  'lab.chart.name': '{title}, logarithmische Skala. {summary}.',
  'lab.chart.noValue': 'kein Wert',
  'lab.weighted.same': {
    one: 'Gewichtetes A* (w = {weight}) fand einen Pfad von {count} Zug: diesmal so kurz wie der kürzeste.',
    other:
      'Gewichtetes A* (w = {weight}) fand einen Pfad von {count} Zügen: diesmal so kurz wie der kürzeste.',
  },
  'lab.weighted.longer':
    'Gewichtetes A* (w = {weight}) fand {found} Züge; der kürzeste hat {shortest}: {extra} länger (nie mehr als w × {shortest} = {bound}).',
  'lab.weighted.extraMoves': { one: '{count} Zug', other: '{count} Züge' },
  'lab.weighted.fewer':
    'Es expandierte {weighted} Knoten statt {optimal}: {saved} weniger ({share} % gespart).',
  'lab.weighted.asMany': 'Es expandierte genauso viele Knoten wie A* ({count}).',
  'lab.weighted.more':
    'Es expandierte hier {more} Knoten mehr als A* ({weighted} gegenüber {optimal}): ein Gewicht hilft nicht immer.',
  'lab.weighted.intro': 'Beide Suchen verwenden {heuristic}.',
  'lab.weighted.intro.chosen':
    'Beide Suchen verwenden {heuristic} (die unter Löser gewählte Heuristik).',
  'lab.weighted.intro.auto':
    'Beide Suchen verwenden {heuristic}, gleich was Automatisch wählt, damit sich nur das Gewicht unterscheidet.',
  'lab.weighted.intro.overestimates':
    'Beide Suchen verwenden {heuristic} (die unter Löser gewählte Heuristik kann überschätzen, was die Schranke aufheben würde).',
  'lab.weighted.running': '{name} läuft…',
  'lab.weighted.runningWeight': '{name} läuft mit w = {weight}…',
  'lab.weighted.progress': '{name}: {expanded} expandiert, {time}…',
  'lab.weighted.rowAstar': 'A* (kürzester Pfad)',
  'lab.weighted.rowWeighted': 'Gewichtetes A*, w = {weight}',
  'lab.weighted.stopped': 'Angehalten, bevor beide Suchen eine Antwort hatten.',
  'lab.weighted.memory':
    'A* hat auf diesem Brett sein Speicherbudget aufgebraucht, daher ist die kürzeste Länge unbekannt. Versuche ein kleineres Brett, eine stärkere Heuristik oder ein größeres Budget unter Erweitert.',
  'lab.weighted.noComparison': 'Kein Vergleich: {error}.',
  'lab.weighted.didNotFinish': 'die Suchen wurden nicht fertig',
  'lab.solvability.withParity': '{value} ({parity})',
  'lab.solvability.rowWithGoal': '{row} (Ziel: Zeile {goal})',
  'lab.solvability.fact.swaps': 'Vertauschungen vom Ziel (Lücke eingeschlossen)',
  'lab.solvability.fact.distance': 'Abstand der Lücke zu ihrem Zielfeld',
  'lab.solvability.fact.inversions': 'Inversionen (Zielreihenfolge, ohne Lücke)',
  'lab.solvability.fact.row': 'Zeile der Lücke, von unten gezählt',
  'lab.solvability.fact.width': 'Breite',
  'lab.solvability.argument.swaps':
    'Zähle, wie weit das Brett in Vertauschungen vom Ziel entfernt ist: nimmt man die Lücke als Plättchen hinzu, ist das Brett {swaps} vom Ziel entfernt, eine {parity} Permutation.',
  'lab.solvability.argument.distance':
    'Die Lücke ist {moves} (nach oben, unten, links oder rechts) von ihrem Zielfeld entfernt: der Abstand ist {parity}.',
  'lab.solvability.argument.moves':
    'Jeder Zug vertauscht die Lücke mit einem benachbarten Plättchen: das ist eine Vertauschung mehr, die die Parität der Permutation umkehrt, und ein Schritt der Lücke, der die Parität ihres Abstands umkehrt. Die beiden Paritäten ändern sich also immer gemeinsam. Im Ziel sind beide gerade (0 Vertauschungen, 0 Züge), also kann nur ein Brett mit übereinstimmenden Paritäten dorthin gelangen — und jedes solche Brett kann es.',
  'lab.solvability.verdict.agree':
    'Hier sind beide {parity}: sie stimmen überein, also ist das Brett lösbar.',
  'lab.solvability.verdict.differ':
    'Hier ist die eine {permutation} und die andere {distance}: sie unterscheiden sich, also kann keine Zugfolge es lösen.',
  'lab.solvability.fix':
    'Die Plättchen {a} und {b} zu vertauschen (aus dem Rahmen heben) fügt eine Vertauschung hinzu, ohne die Lücke zu bewegen: die Parität der Permutation kehrt sich um, die des Abstands nicht, also stimmen die Paritäten überein und das Brett wird lösbar.',
  'lab.solvability.after':
    'Zwei beliebige Plättchen (nicht die Lücke) zu vertauschen, würde allein die Parität der Permutation umkehren und dieses Brett unlösbar machen: darum hat Sam Loyds 15-Puzzle mit vertauschter 14 und 15 keine Lösung.',
  'lab.solvability.solvable': 'Dieses Brett ist lösbar',
  'lab.solvability.unsolvable': 'Dieses Brett ist unlösbar',
  'lab.solvability.noBoard': 'Es gibt kein gültiges Brett zu erklären: {error}.',
  'lab.solvability.waiting': 'Warte auf ein Brett.',
  'lab.solvability.headline': '{headline}.',
  'lab.solvability.why': 'Das Paritätsargument, Schritt für Schritt',
  'lab.solvability.widthHeading': 'Die Lehrbuchregel für diese Breite',
  'lab.solvability.swap': 'Plättchen {a} und {b} vertauschen',
  'lab.heuristic.sum.manhattanPart': 'Manhattan (Plättchen 1 bis {last}) {sum}',
  'lab.heuristic.sum.withH': '{sum}; h = {h}',
  'lab.heuristic.sum.misplaced': 'Falsch platziert {count} × 1 = {count}; h = {h}',
  'lab.heuristic.sum.misplacedBlank': 'Falsch platziert {count} + Lücke {blank} = {total}; h = {h}',
  'lab.heuristic.sum.euclidean': 'Euklidisch {sum}, aufgerundet; h = {h}',
  'lab.heuristic.sum.linearConflict': {
    one: '{manhattan}; lineare Konflikte: {count} Plättchen weicht aus × 2 = {double}; h = {h}',
    other: '{manhattan}; lineare Konflikte: {count} Plättchen weichen aus × 2 = {double}; h = {h}',
  },
  'lab.heuristic.sum.mixed':
    '0,6 × Manhattan {manhattan} + 0,1 × falsch platziert {misplaced} + 0,3 × euklidisch {euclidean} = {raw}, aufgerundet; h = {h}',
  'lab.heuristic.sum.pdb': 'Musterdatenbanken: {sum}; h = {h}',
  'lab.heuristic.sum.pdbMirror':
    'Musterdatenbanken: {sum}; Spiegelbild: {others}; die größere Summe: h = {h}',
  'lab.heuristic.sum.pdbMirrorChosen':
    'Musterdatenbanken, Spiegelbild: {sum}; Brett wie es steht: {others}; die größere Summe: h = {h}',
  'lab.heuristic.allHome': 'Jedes Plättchen steht auf seinem Zielfeld.',
  'lab.heuristic.offGoal': {
    one: 'Nicht auf dem Zielfeld: Plättchen {tiles}.',
    other: 'Nicht auf dem Zielfeld: Plättchen {tiles}.',
  },
  'lab.heuristic.blankNotCounted': 'Die Lücke zählt nicht mit; so überschätzt die Zählung nicht.',
  'lab.heuristic.blankCounted':
    'Auch die Lücke steht nicht auf ihrem Zielfeld und zählt mit: +1. Nahe am Ziel überschätzt das (ein Zug kann die Lücke und ein Plättchen zugleich heimbringen), also ist sie nicht zulässig.',
  'lab.heuristic.blankHome': 'Die Lücke steht auf ihrem Zielfeld und trägt hier nichts bei.',
  'lab.heuristic.manhattan':
    'Jedes Plättchen braucht mindestens so viele Züge wie Zeilen plus Spalten zwischen ihm und seinem Zielfeld liegen, und ein Zug bewegt ein Plättchen um ein Feld.',
  'lab.heuristic.euclidean':
    'Der Luftlinienabstand jedes Plättchens zu seinem Zielfeld (in Tausendsteln, abgerundet), summiert und aufgerundet: nie mehr als Manhattan.',
  'lab.heuristic.before': '{a} vor {b}',
  'lab.heuristic.conflict.row': {
    one: 'Zeile {number}: {tiles} gehören in diese Zeile, stehen einander aber im Weg ({pairs}); Plättchen {out} muss sie verlassen und zurückkehren: +{plus}.',
    other:
      'Zeile {number}: {tiles} gehören in diese Zeile, stehen einander aber im Weg ({pairs}); die Plättchen {out} müssen sie verlassen und zurückkehren: +{plus}.',
  },
  'lab.heuristic.conflict.column': {
    one: 'Spalte {number}: {tiles} gehören in diese Spalte, stehen einander aber im Weg ({pairs}); Plättchen {out} muss sie verlassen und zurückkehren: +{plus}.',
    other:
      'Spalte {number}: {tiles} gehören in diese Spalte, stehen einander aber im Weg ({pairs}); die Plättchen {out} müssen sie verlassen und zurückkehren: +{plus}.',
  },
  'lab.heuristic.noConflict':
    'Keine Zeile und keine Spalte hat zwei eigene Plättchen in umgekehrter Reihenfolge.',
  'lab.heuristic.perLine':
    'Pro Linie zählt sie die Plättchen, die ausweichen müssen, damit der Rest in Zielreihenfolge steht (die Plättchen der Linie minus ihre längste Folge in Zielreihenfolge), je 2 Züge.',
  'lab.heuristic.mixed': 'Die Mischung der drei aus Seed 003, aufgerundet.',
  'lab.heuristic.pdbGroups': {
    one: 'Die Plättchen sind in {count} Gruppe aufgeteilt (Partition {partition}); die Tabelle jeder Gruppe enthält die wenigsten Züge ihrer eigenen Plättchen, die sie heimbringen, egal was die anderen tun, daher lassen sich die Einträge addieren, ohne zu überschätzen.',
    other:
      'Die Plättchen sind in {count} Gruppen aufgeteilt (Partition {partition}); die Tabelle jeder Gruppe enthält die wenigsten Züge ihrer eigenen Plättchen, die sie heimbringen, egal was die anderen tun, daher lassen sich die Einträge addieren, ohne zu überschätzen.',
  },
  'lab.heuristic.mirror':
    'Das Spiegelbild des Bretts an der Ziel-Lücke ist genauso weit vom Ziel entfernt, daher wird es ebenfalls nachgeschlagen ({sums}), und h ist die größere Summe.',
  'lab.heuristic.mirrorChosen':
    'Das Spiegelbild des Bretts an der Ziel-Lücke ist genauso weit vom Ziel entfernt, daher wird es ebenfalls nachgeschlagen ({sums}), und h ist die größere Summe: gefärbt sind die Gruppen des Spiegelbilds.',
  'lab.heuristic.oneGroup':
    'Sind alle Plättchen in einer Gruppe, ist der Tabelleneintrag die genaue Zahl der verbleibenden Züge.',
  'lab.heuristic.cell.blank': 'die Lücke',
  'lab.heuristic.cell.blankCounts': 'die Lücke, nicht auf ihrem Zielfeld: zählt 1',
  'lab.heuristic.cell.misplaced': 'Plättchen {tile}, falsch platziert: zählt 1',
  'lab.heuristic.cell.home': 'Plättchen {tile}, am Ziel',
  'lab.heuristic.cell.away': 'Plättchen {tile}, {distance} entfernt',
  'lab.heuristic.cell.group': 'Plättchen {tile}, Gruppe {group}',
  'lab.heuristic.cell.tile': 'Plättchen {tile}',
  'lab.heuristic.cell.distance': {
    one: 'Plättchen {tile}, {count} Zug vom Ziel',
    other: 'Plättchen {tile}, {count} Züge vom Ziel',
  },
  'lab.heuristic.cell.leaves': {
    one: 'Plättchen {tile}, {count} Zug vom Ziel, muss seine Linie verlassen: +2',
    other: 'Plättchen {tile}, {count} Züge vom Ziel, muss seine Linie verlassen: +2',
  },
  'lab.heuristic.cell.conflict': {
    one: 'Plättchen {tile}, {count} Zug vom Ziel, in einem Konflikt',
    other: 'Plättchen {tile}, {count} Züge vom Ziel, in einem Konflikt',
  },
  'lab.heuristic.boardName': 'Brett {rows}; {marks}',
  'lab.heuristic.nothingAdds': 'kein Plättchen trägt etwas bei',
  'lab.heuristic.changed': 'Das Brett hat sich geändert: {rows} wird erklärt…',
  'lab.heuristic.failed': 'Der Löser konnte dieses Brett nicht erklären: {error}',
  'lab.heuristic.noBoard': 'Es gibt kein Brett zu erklären: {error}.',
  'lab.heuristic.solversChoice': '{heuristic} (die Wahl des Lösers)',
  'lab.heuristic.partsDisagree':
    'Die gezeigten Teile ergeben nicht den eigenen Wert der Heuristik: bitte melde dieses Brett.',
  'lab.heuristic.status': '{heuristic} auf dem gezeigten Brett: {rows}.',
  'lab.heuristic.group': 'Gruppe {name}: Plättchen {tiles} — Tabelleneintrag {value}',
  'lab.heuristic.pdbMissing':
    'Musterdatenbanken: in diesem Browser noch nicht geladen, daher hier nicht erklärt. Bereite sie hier vor (ein paar Sekunden, einmal pro Browser, danach gespeichert; das findet auch h*), oder wähle „Additive Musterdatenbanken“ und Lösen.',
  'lab.heuristic.pdbTooLarge':
    'Musterdatenbanken: die Seite baut sie nicht für Bretter mit {cells} Feldern (Minuten Arbeit); die Kommandozeile baut und speichert sie (npuzzle --heuristic pdb).',
  'lab.heuristic.under': 'h = {h} ≤ h* = {known}: sie unterschätzt um {gap}.',
  'lab.heuristic.exact': 'h = h* = {known}: exakt auf diesem Brett.',
  'lab.heuristic.over':
    'h = {h} > h* = {known}: sie überschätzt hier, daher kann eine Suche, die ihr vertraut, die kürzeste Lösung verfehlen.',
  'lab.heuristic.trueDistance': 'Wahre Distanz h* = {known} Züge (gefunden durch {how}). {verdict}',
  'lab.heuristic.by.solve': 'eine optimale Lösung',
  'lab.heuristic.note.noSearch': 'noch keine Suche',
  'lab.heuristic.noTrueDistance':
    'Keine wahre Distanz: das Ziel ist von diesem Brett aus nicht erreichbar (der Reiter Lösbarkeit erklärt, warum).',
  'lab.heuristic.notComputed': 'Wahre Distanz h*: nicht berechnet ({note}).',
  'lab.heuristic.busy':
    'Wahre Distanz h*: eine andere Suche läuft; versuche es erneut, wenn sie endet.',
  'lab.heuristic.searching': 'Suche nach der kürzesten Lösung…',
  'lab.heuristic.preparing': 'Musterdatenbanken werden vorbereitet: {percent} %…',
  'lab.heuristic.searchingFigures':
    'Suche nach der kürzesten Lösung: {expanded} Knoten expandiert…',
  'lab.heuristic.notFound': 'Wahre Distanz h*: nicht gefunden ({reason}).',
  'lab.heuristic.searchFailed': 'Wahre Distanz h*: die Suche ist fehlgeschlagen ({error}).',
  'lab.consistency.run.manhattan': 'A*, Manhattan-Distanz',
  'lab.consistency.run.parity': 'A*, Paritäts-Manhattan',
  'lab.consistency.run.noReopen': 'A* ohne Wiedereröffnen, Paritäts-Manhattan',
  'lab.consistency.run.weighted': 'Gewichtetes A*, h = {weight} × Manhattan',
  'lab.consistency.run.misplacedBlank': 'A*, falsch platzierte Plättchen mit Lücke gezählt',
  'lab.consistency.running': '{label} läuft ({number} von {count})…',
  'lab.consistency.progress': '{label} ({number} von {count}): {expanded} expandiert, {time}…',
  'lab.consistency.stopped':
    'Die Konsistenz-Läufe wurden angehalten, bevor alle vier eine Antwort hatten.',
  'lab.consistency.noComparison': 'Kein Vergleich: {error}.',
  'lab.consistency.didNotFinish': 'die Suchen wurden nicht fertig',
  'lab.consistency.reopening':
    'Mit der Manhattan-Distanz öffnete A* {manhattan} Knoten wieder: sie ist konsistent, also ist der erste Pfad, über den A* ein Brett expandiert, bereits ein kürzester. Mit Paritäts-Manhattan öffnete es {parity} Knoten wieder: jeder war schon expandiert, dann tauchte ein günstigerer Weg zu ihm auf, und er kam zurück in die Open-Liste — genau das hält A* mit einer inkonsistenten Heuristik optimal ({length} Züge).',
  'lab.consistency.noReopenLonger':
    'Ohne Wiedereröffnen lieferte A* {length} Züge, nicht optimal: der kürzeste hat {optimal}.',
  'lab.consistency.noReopenSame':
    'Ohne Wiedereröffnen fand A* auf diesem Brett trotzdem {length} Züge — der Fehler zeigt sich nicht auf jedem Brett; wähle das Beispielbrett, um es einen längeren Pfad liefern zu sehen.',
  'lab.consistency.noEdgeRun':
    'Kein Lauf von Paritäts-Manhattan, aus dem eine Kante zu lesen wäre.',
  'lab.consistency.noEdge':
    'Entlang dieses Pfads fiel h nie um mehr als einen Zug: Paritäts-Manhattan ist anderswo inkonsistent (ein längerer Pfad zeigt es).',
  'lab.consistency.why.even':
    'die volle Manhattan-Distanz: die Lücke ist eine gerade Zahl von Zügen von ihrem Zielfeld entfernt',
  'lab.consistency.why.odd':
    'die halbe Manhattan-Distanz, abgerundet: die Lücke ist eine ungerade Zahl von Zügen von ihrem Zielfeld entfernt',
  'lab.consistency.edge':
    'Schritt {step} des gefundenen Pfads, {move}, führt von a nach b mit Kosten 1. h(a) = {before} ({whyBefore}); h(b) = {after} ({whyAfter}). Konsistenz verlangt h(a) ≤ c(a, b) + h(b) = 1 + {after} = {bound}, aber h(a) = {before}: h fällt um {drop} über einen Zug. Beide Werte sind weiterhin höchstens die wahre Distanz, die Heuristik bleibt also zulässig.',
  'lab.consistency.boardA': 'a: {rows}',
  'lab.consistency.boardB': 'b: {rows}',
  'lab.consistency.captionA': 'a, h = {h}',
  'lab.consistency.captionB': 'b, h = {h}',
  'lab.consistency.noAnswer': 'Keine Antwort von {label}: {status}.',
  'lab.consistency.over':
    'Am Start ist h = {formula} > h* = {optimal}, die wahre Distanz: sie überschätzt, daher kann A* am kürzesten Pfad vorbeigehen.',
  'lab.consistency.notOver':
    'Am Start ist h = {formula} ≤ h* = {optimal}: dort keine Überschätzung, auf anderen Brettern aber schon.',
  'lab.consistency.longer': 'Es lieferte {length} Züge, {extra} mehr als der kürzeste.',
  'lab.consistency.shortest':
    'Auf diesem Brett lieferte es trotzdem einen kürzesten Pfad ({length} Züge).',
  'lab.consistency.fLabel': 'f = {f}',
  'lab.consistency.chart.manhattan': 'Von A* mit Manhattan-Distanz expandierte Knoten je f',
  'lab.consistency.chart.parity': 'Von A* mit Paritäts-Manhattan expandierte Knoten je f',
  'lab.consistency.notOptimal': 'nein, +{extra}',
  'lab.experiments.error.depths': 'Die Tiefen müssen ganze Zahlen sein, 0 oder mehr.',
  'lab.experiments.error.every': '„Alle“ muss 1 oder mehr sein.',
  'lab.experiments.error.order': 'Die letzte Tiefe ({to}) liegt unter der ersten ({from}).',
  'lab.experiments.error.depthCap':
    'Die Tiefe für IDS und BFS muss eine ganze Zahl sein, 0 oder mehr.',
  'lab.experiments.error.paste': 'Füge zuerst einige Bretter ein, eines pro Zeile.',
  'lab.experiments.error.perDepth': 'Bretter pro Tiefe müssen eine ganze Zahl von 1 bis 1000 sein.',
  'lab.experiments.error.seed': 'Der Seed muss eine ganze Zahl sein, 0 oder mehr.',
  'lab.experiments.preparing': 'Die Bretter werden vorbereitet…',
  'lab.experiments.progress.depth': 'Tiefe {depth}: {done}/{count} Bretter',
  'lab.experiments.progress.board': 'Brett {board} von {count} (Tiefe {depth})',
  'lab.experiments.progress.measuring': 'Brett {board} von {count} (seine Tiefe wird gemessen)',
  'lab.experiments.search.ids': 'IDS',
  'lab.experiments.search.bfs': 'BFS',
  'lab.experiments.search.astarMisplaced': 'A* (falsch platziert)',
  'lab.experiments.search.astarManhattan': 'A* (Manhattan)',
  'lab.experiments.search.astarLinearConflict': 'A* (linearer Konflikt)',
  'lab.experiments.search.idastarManhattan': 'IDA* (Manhattan)',
  'lab.experiments.chart.empty': 'Keine Werte für ein Diagramm.',
  'lab.experiments.chart.noValues': '{label}: keine Werte',
  'lab.experiments.chart.series':
    '{label} von {from} bei Tiefe {fromDepth} bis {to} bei Tiefe {toDepth}',
  'lab.experiments.chart.name':
    'Mittlere Zahl erzeugter Knoten nach Lösungstiefe, logarithmische Skala: {summary}.',
  'lab.experiments.chart.axis': 'Lösungstiefe d',
  'lab.experiments.notRun': 'Das Experiment konnte nicht laufen.',
  'lab.experiments.didNotRun': 'Das Experiment ist nicht gelaufen.',
  'lab.experiments.didNotRunBecause': 'Das Experiment ist nicht gelaufen: {error}',
  'lab.experiments.linesLeftOut': {
    one: '{count} Zeile wurde ausgelassen; die anderen Bretter liefen.',
    other: '{count} Zeilen wurden ausgelassen; die anderen Bretter liefen.',
  },
  'lab.experiments.cancelled': {
    one: 'Experiment abgebrochen: die Tabelle enthält das {count} zuvor fertige Brett.',
    other: 'Experiment abgebrochen: die Tabelle enthält die {count} zuvor fertigen Bretter.',
  },
  'lab.experiments.finished': {
    one: 'Experiment beendet: {count} Brett.',
    other: 'Experiment beendet: {count} Bretter.',
  },
  'lab.experiments.lineError': 'Zeile {line}: {error}',
  'lab.experiments.caption.generated':
    'Suchaufwand nach Lösungstiefe: {size}-Bretter, {perDepth} pro Tiefe, Seed {seed}',
  'lab.experiments.caption.pasted':
    'Suchaufwand nach Lösungstiefe: {count} eingefügte {size}-Bretter',
  'lab.experiments.size': '{width} × {height}',
  'lab.experiments.depth': 'd',
  'lab.experiments.depthTitle': 'Lösungstiefe',
  'lab.experiments.boards': 'Bretter',
  'lab.experiments.cost': 'Suchaufwand (Mittel der erzeugten Knoten)',
  'lab.experiments.branching': 'Effektiver Verzweigungsfaktor b*',
  'lab.experiments.note.branching':
    'b* löst N = b* + b*² + … + b*ᵈ (also N + 1 = 1 + b* + … + b*ᵈ) für das Mittel N jeder Zelle.',
  'lab.experiments.note.skipped':
    '* Nicht gelaufen: IDS und BFS werden auf Brettern tiefer als {depth} ausgelassen (wie im Lehrbuch), daher bleiben diese Zellen leer.',
  'lab.experiments.note.limit':
    '† Auf einigen Brettern dieser Tiefe hielt die Suche bei {nodes} Knoten an, daher wird kein Mittel angegeben.',
  'lab.check.moves': { one: '{count} Zug', other: '{count} Züge' },
  'lab.check.count': 'Deine Lösung hat {moves}, geschrieben als {format}.',
  'lab.check.format.moves-text': 'Zeilen „Step k: Move T Richtung“',
  'lab.check.format.boards': 'Liste von Brettern',
  'lab.check.format.tiles': 'die bewegten Steine',
  'lab.check.format.letters': 'Buchstaben U D L R',
  'lab.check.legal': 'Regelgerecht: jeder Schritt ist ein Zug, den das Brett erlaubt.',
  'lab.check.illegal':
    'Schritt {step} ist nicht regelgerecht: {reason}. Du hast in Zeile {line} geschrieben: „{text}“.',
  'lab.check.stopsAt': 'Nur die {moves} vor Schritt {step} lassen sich spielen.',
  'lab.check.reaches': 'Sie erreicht das Ziel.',
  'lab.check.notReached':
    'Sie erreicht das Ziel nicht: nach dem letzten Schritt ist das Brett nicht das Ziel.',
  'lab.check.shortest': 'Sie ist eine kürzeste Lösung: {moves}, das Optimum.',
  'lab.check.longer':
    'Sie ist keine kürzeste Lösung: {extra} länger als das Optimum von {optimum}.',
  'lab.check.optimumOnly': 'Eine kürzeste Lösung hat {moves}.',
  'lab.check.notCheckedSize':
    'Nicht auf kürzeste geprüft: die Seite sucht das Optimum auf Brettern mit bis zu {cells} Feldern. Jede Lösung braucht mindestens {bound}.',
  'lab.check.notCheckedTime':
    'Nicht auf kürzeste geprüft: die Suche nach dem Optimum wurde nicht rechtzeitig fertig. Jede Lösung braucht mindestens {bound}.',
  'lab.check.unsolvable': 'Dieses Brett kann das Ziel nicht erreichen, also keine Lösung.',
  'lab.check.headline.optimal': 'Richtig und kürzeste.',
  'lab.check.headline.longer': 'Richtig, aber {extra} länger als eine kürzeste Lösung.',
  'lab.check.headline.correct': 'Richtig: regelgerecht, und sie erreicht das Ziel.',
  'lab.check.headline.unreached': 'Regelgerecht, aber sie erreicht das Ziel nicht.',
  'lab.check.headline.illegal': 'Nicht regelgerecht: Schritt {step} ist kein Zug.',
  'lab.check.headline.unreadable': 'Dieser Text ließ sich nicht als Lösung lesen.',
  'lab.check.unreadable': 'In deinem Text: {reason}.',
  'lab.check.lettersUnsaid':
    'Zeile {line} enthält Buchstaben: wähle oben, ob U D L R die Richtung des Steins oder die der Lücke nennen (oder schreibe als erste Zeile „letters: blank“).',
  'lab.check.empty': 'Füge zuerst eine Lösung ein: Züge, Steine, Buchstaben oder Bretter.',
  'lab.check.tooLong': 'Der Lösungstext hat {length} Zeichen; höchstens {max} werden angenommen.',
  'lab.check.checking': 'Wird geprüft…',
  'lab.check.notReady': 'Die Prüfung beginnt, sobald der Löser bereit ist.',
  'lab.check.failed': 'Die Prüfung ist fehlgeschlagen: {reason}',
  'lab.check.shown': 'Deine {moves} stehen auf dem Brett: spiele sie mit den Knöpfen darunter ab.',
  'lab.check.shownUntil':
    'Deine ersten {moves} stehen auf dem Brett, bis Schritt {step}, dem ersten nicht regelgerechten.',
  'lab.check.busy':
    'Eine Suche läuft: warte, bis sie endet, und zeige deine Lösung dann auf dem Brett.',
  'lab.exercises.kindName.compute-h': 'h berechnen',
  'lab.exercises.kindName.optimal-length': 'Optimale Länge',
  'lab.exercises.kindName.predict': 'Nächste Expansion vorhersagen',
  'lab.exercises.heading': 'Aufgabe {number} von {total}',
  'lab.exercises.predictHeading': 'Vorhersage {number} von {total}',
  'lab.exercises.kindName.admissible': 'Zulässig? Konsistent?',
  'lab.exercises.admissible.prompt':
    'Jedes Brett unten ist einen Zug vom nächsten entfernt (ein Zug kostet 1). h ist {heuristic}; h* ist die wahre Distanz zum Ziel, von einer optimalen Suche gefunden. Ist h auf diesen Brettern zulässig? Ist h konsistent?',
  'lab.exercises.admissible.definitions':
    'Zulässig: h(n) ≤ h*(n) auf jedem Brett. Konsistent: h(n) ≤ c(n, n′) + h(n′) = 1 + h(n′) über jeden Zug, in beide Richtungen.',
  'lab.exercises.admissible.proposed': 'eine Heuristik, die jemand vorgeschlagen hat',
  'lab.exercises.admissible.heuristic.misplaced-with-blank':
    'falsch platzierte Plättchen, die Lücke mitgezählt',
  'lab.exercises.admissible.chain': 'Bretter A bis {last}, jedes einen Zug vom nächsten entfernt',
  'lab.exercises.admissible.boardName': 'Brett {board}',
  'lab.exercises.admissible.boardLabel': 'Brett {board}: {rows}',
  'lab.exercises.admissible.hValue': 'h = {h}',
  'lab.exercises.admissible.hStarValue': 'h* = {hStar}',
  'lab.exercises.admissible.moveBetween': '↔ ein Zug',
  'lab.exercises.admissible.admissibleQuestion': 'Zulässig auf diesen Brettern',
  'lab.exercises.admissible.consistentQuestion': 'Konsistent auf diesen Brettern',
  'lab.exercises.admissible.yes': 'Ja',
  'lab.exercises.admissible.no': 'Nein',
  'lab.exercises.admissible.answerBoth':
    'Beantworte beide Fragen (zulässig, konsistent) und drücke dann Prüfen.',
  'lab.exercises.admissible.answer.both': 'zulässig und konsistent',
  'lab.exercises.admissible.answer.admissibleOnly': 'zulässig, aber nicht konsistent',
  'lab.exercises.admissible.answer.consistentOnly': 'konsistent, aber nicht zulässig',
  'lab.exercises.admissible.answer.neither': 'weder zulässig noch konsistent',
  'lab.exercises.admissible.right': 'Richtig: Auf diesen Brettern ist h {answer}.',
  'lab.exercises.admissible.wrong':
    'Nicht ganz: Deine Antwort war „{given}“; auf diesen Brettern ist h {answer}.',
  'lab.exercises.admissible.why.over':
    'Nicht zulässig: Auf Brett {board} ist h = {h}, aber die wahre Distanz ist h* = {hStar}: h({board}) > h*({board}), h überschätzt dort.',
  'lab.exercises.admissible.why.under': 'Zulässig auf diesen Brettern: h ≤ h* auf jedem ({list}).',
  'lab.exercises.admissible.underItem': '{board}: {h} ≤ {hStar}',
  'lab.exercises.admissible.why.drop':
    'Nicht konsistent: Der Zug von Brett {a} zu Brett {b} kostet 1, aber h fällt von {before} auf {after}, um {drop}: h({a}) = {before} > 1 + h({b}) = {bound}.',
  'lab.exercises.admissible.why.steady':
    'Konsistent auf diesen Brettern: Über jeden Zug ändert sich h um höchstens 1, die Kosten des Zugs ({list}).',
  'lab.exercises.admissible.steadyItem': '{a}–{b}: {before} → {after}',
  'lab.exercises.drawing': 'Die Aufgaben werden erzeugt …',
  'lab.exercises.failed': 'Die Aufgabe ließ sich nicht vorbereiten: {reason}',
  'lab.exercises.badSeed': 'Der Startwert muss eine ganze Zahl von 0 bis {max} sein.',
  'lab.exercises.boardSize':
    'Diese Aufgabe braucht ein 3 × 3-Brett; das Brett des Links ist {size}. Wähle „h berechnen“ oder beginne eine neue Reihe.',
  'lab.exercises.busy': 'Eine Suche läuft: Warte, bis sie endet, und versuche es dann noch einmal.',
  'lab.exercises.solving': 'Wird mit einer optimalen Suche geprüft …',
  'lab.exercises.checkButton': 'Prüfen',
  'lab.exercises.score': 'Punkte: {right} von {total}',
  'lab.exercises.scoreSoFar': 'Punkte: {right} von {answered} beantworteten ({total} in der Reihe)',
  'lab.exercises.searchWith': '{search} mit {heuristic}',
  'lab.exercises.notANumber': '{field}: „{value}“ ist keine ganze Zahl.',
  'lab.exercises.nothingTyped':
    'Trage ein, was jedes Plättchen beiträgt, oder nur die Summe h, und drücke dann „Prüfen“.',
  'lab.exercises.typeLength':
    'Trage die Zahl der Züge einer kürzesten Lösung ein und drücke dann „Prüfen“.',
  'lab.exercises.pickFirst':
    'Wähle den Knoten, den die Suche deiner Meinung nach als Nächstes expandiert, und drücke dann „Prüfen und Schritt“.',
  'lab.exercises.rows': { one: '{count} Zeile', other: '{count} Zeilen' },
  'lab.exercises.columns': { one: '{count} Spalte', other: '{count} Spalten' },
  'lab.exercises.why.distance': '{rows} und {columns} von seinem Zielfeld entfernt: {value}',
  'lab.exercises.why.distanceOne': '{distance} von seinem Zielfeld entfernt: {value}',
  'lab.exercises.why.home': 'auf seinem Zielfeld: {value}',
  'lab.exercises.why.misplaced': 'nicht auf seinem Zielfeld: {value}',
  'lab.exercises.why.leaves': {
    one: '{distance}; es muss seine Linie verlassen, um ein Plättchen im Konflikt vorbeizulassen: +{extra}, also {value}',
    other:
      '{distance}; es muss {count} Linien verlassen, um Plättchen im Konflikt vorbeizulassen: +{extra}, also {value}',
  },
  'lab.exercises.tile.right': 'Plättchen {tile}, richtig: {why}.',
  'lab.exercises.tile.wrong': 'Plättchen {tile}, du hast {given} geschrieben: {why}.',
  'lab.exercises.tile.unanswered': 'Plättchen {tile}, nicht beantwortet: {why}.',
  'lab.exercises.tileField': 'Plättchen {tile} trägt bei',
  'lab.exercises.totalField': 'h (die Summe)',
  'lab.exercises.computeH.prompt':
    'Welchen Wert ergibt {heuristic} auf diesem Brett? Trage den Beitrag jedes Plättchens ein oder nur die Summe.',
  'lab.exercises.computeH.help':
    'Das leere Feld zählt nie. Lass ein Plättchen leer, um es auszulassen; Enter in einem Feld prüft.',
  'lab.exercises.computeH.grid': 'Das Brett, auf jedem Plättchen ein Feld: {rows}',
  'lab.exercises.computeH.right': 'Richtig: h = {h}.',
  'lab.exercises.computeH.wrongTotal':
    'Nicht ganz: Du hast h = {given} geschrieben, die Heuristik ergibt h = {h}.',
  'lab.exercises.computeH.wrongTiles': {
    one: 'Nicht ganz: {count} Plättchen ist falsch. Die Heuristik ergibt h = {h}.',
    other: 'Nicht ganz: {count} Plättchen sind falsch. Die Heuristik ergibt h = {h}.',
  },
  'lab.exercises.computeH.incomplete':
    'Nicht vollständig: Trage die Summe oder jedes Plättchen ein. Die Heuristik ergibt h = {h}.',
  'lab.exercises.partsDisagree':
    'Die Beiträge der Plättchen ergeben auf diesem Brett nicht den Wert der Heuristik: Bewertet wird nur die Summe.',
  'lab.exercises.boardLabel': 'Das Brett der Aufgabe: {rows}',
  'lab.exercises.lengthField': 'Züge einer kürzesten Lösung',
  'lab.exercises.optimal.prompt':
    'Wie viele Züge braucht eine kürzeste Lösung dieses Bretts? Überlege es dir und prüfe dann.',
  'lab.exercises.optimal.right': {
    one: 'Richtig: Eine kürzeste Lösung braucht {count} Zug.',
    other: 'Richtig: Eine kürzeste Lösung braucht {count} Züge.',
  },
  'lab.exercises.optimal.wrong': {
    one: 'Nicht ganz: Du hast {given} geschrieben; eine kürzeste Lösung braucht {count} Zug.',
    other: 'Nicht ganz: Du hast {given} geschrieben; eine kürzeste Lösung braucht {count} Züge.',
  },
  'lab.exercises.optimal.tooShort': {
    one: 'Keine Lösung ist kürzer als {count} Zug: Eine optimale Suche (A* mit Manhattan-Distanz, die nie überschätzt) hat es bewiesen.',
    other:
      'Keine Lösung ist kürzer als {count} Züge: Eine optimale Suche (A* mit Manhattan-Distanz, die nie überschätzt) hat es bewiesen.',
  },
  'lab.exercises.optimal.tooLong': {
    one: 'Es gibt eine Lösung mit {count} Zug: Zeige sie auf dem Brett, um sie zu sehen.',
    other: 'Es gibt eine Lösung mit {count} Zügen: Zeige sie auf dem Brett, um sie zu sehen.',
  },
  'lab.exercises.optimal.proof':
    'Eine optimale Suche (A* mit Manhattan-Distanz, die nie überschätzt) hat keine kürzere gefunden.',
  'lab.exercises.shown': {
    one: 'Die kürzeste Lösung, {count} Zug, ist auf dem Brett: Spiele sie mit den Knöpfen darunter ab.',
    other:
      'Die kürzeste Lösung, {count} Züge, ist auf dem Brett: Spiele sie mit den Knöpfen darunter ab.',
  },
  'lab.exercises.predict.prompt': {
    one: '{search} hat {count} Expansion gemacht; {formula}. Welchen Knoten der Open-Liste expandiert sie als Nächstes? Wähle einen und prüfe: Die Seite führt die echte Suche einen Schritt weiter.',
    other:
      '{search} hat {count} Expansionen gemacht; {formula}. Welchen Knoten der Open-Liste expandiert sie als Nächstes? Wähle einen und prüfe: Die Seite führt die echte Suche einen Schritt weiter.',
  },
  'lab.exercises.predict.rule': 'Die Reihenfolge der Suche: {rule}',
  'lab.exercises.predict.caption': {
    one: 'Die Open-Liste: {count} Knoten, in der Reihenfolge, in der er hinzukam',
    other: 'Die Open-Liste: {count} Knoten, in der Reihenfolge, in der sie hinzukamen',
  },
  'lab.exercises.predict.column.pick': 'Deine Wahl',
  'lab.exercises.predict.column.board': 'Knoten',
  'lab.exercises.predict.column.g': 'g',
  'lab.exercises.predict.column.h': 'h',
  'lab.exercises.predict.column.f': 'f',
  'lab.exercises.predict.column.added': 'Hinzugefügt',
  'lab.exercises.predict.pickName': '{rows} expandieren: {values}, als {added}. hinzugefügt',
  'lab.exercises.predict.check': 'Prüfen und Schritt',
  'lab.exercises.predict.node': '{rows} (g {g}, h {h}, f {f}, als {added}. hinzugefügt)',
  'lab.exercises.predict.right': 'Richtig: Die Suche hat {node} expandiert.',
  'lab.exercises.predict.wrong': 'Falsch: Die Suche hat {node} expandiert, nicht {pick}.',
  'lab.exercises.predict.why.same':
    'Er hat das kleinste f = {f} der Open-Liste und gewinnt jeden Gleichstand nach der Reihenfolge unten.',
  'lab.exercises.predict.why.sameDepth':
    'Er liegt am wenigsten tief (Tiefe {g}) in der Open-Liste und gewinnt jeden Gleichstand nach der Reihenfolge unten.',
  'lab.exercises.predict.why.sameGreedy':
    'Er hat das kleinste h = {f} der Open-Liste und gewinnt jeden Gleichstand nach der Reihenfolge unten.',
  'lab.exercises.predict.why.lowerF':
    'Kleinstes f zuerst ({formula}): {f} kommt vor dem {pf} deiner Wahl.',
  'lab.exercises.predict.why.lowerH':
    'Kleinstes h zuerst ({formula}): {f} kommt vor dem {pf} deiner Wahl.',
  'lab.exercises.predict.why.lowerDepth':
    'Breitensuche: Tiefe {g} kommt vor Tiefe {pg} deiner Wahl, Ebene für Ebene.',
  'lab.exercises.predict.why.higherG':
    'Beide haben f = {f}: Bei gleichem f kommt das größere g zuerst, g {g} vor g {pg} deiner Wahl.',
  'lab.exercises.predict.why.later':
    'Beide haben f = {f} und g = {g}: Dann kommt der zuletzt hinzugefügte zuerst, als {added}. hinzugefügt, nach dem {padded}. deiner Wahl.',
  'lab.exercises.predict.why.order': 'Die Reihenfolge der Suche selbst hat ihn nach vorn gestellt.',
  'lab.exercises.predict.done':
    'Diese Reihe ist zu Ende: Unten stehen deine Punkte und das Ergebnis zum Abgeben.',
  'lab.exercises.predict.solved': {
    one: 'Die Suche hat das Ziel nach {count} Expansion erreicht: Die Reihe endet hier.',
    other: 'Die Suche hat das Ziel nach {count} Expansionen erreicht: Die Reihe endet hier.',
  },
  'lab.exercises.predict.setDone': 'Das war die letzte Vorhersage dieser Reihe.',
  'lab.exercises.handIn.title': 'N-Puzzle Lab — Ergebnis der Aufgaben',
  'lab.exercises.handIn.exercise': 'Aufgabe: {name} ({setting})',
  'lab.exercises.handIn.seed': 'Startwert: {seed}',
  'lab.exercises.handIn.board': 'Brett: {board}',
  'lab.exercises.handIn.goal': 'Ziel: {goal}',
  'lab.exercises.handIn.link': 'Link: {link}',
  'lab.exercises.handIn.rowRight': '{number}. {board} — Antwort {answer} — richtig ({expected})',
  'lab.exercises.handIn.rowWrong':
    '{number}. {board} — Antwort {answer} — falsch, erwartet {expected}',
  'lab.exercises.copied': 'Das Ergebnis ist in der Zwischenablage.',
  'lab.exercises.copyFailed':
    'Die Zwischenablage hat den Text abgelehnt: Markiere das Ergebnis unten und kopiere es.',
  'lab.exercises.downloaded': 'Die CSV-Datei wird heruntergeladen.',
  'lab.step.term.depthLimit': 'Tiefenschranke',
  'lab.step.term.lowerBound': 'Bewiesene untere Schranke',
  'lab.step.term.frontiers': 'Beide Fronten',
  'lab.step.open.dfsHeading':
    'Pfad-Stapel (der Start auf Tiefe 0; der oberste Knoten wird als Nächstes expandiert)',
  'lab.step.open.rbfsHeading':
    'Pfad mit dem gesicherten F und der f-Schranke jedes Knotens (RBFS führt keine Open-Liste)',
  'lab.step.open.bidiHeading': 'Die zwei Fronten: die nächsten Bretter vom Start, dann vom Ziel',
  'lab.step.open.sideOrder': '{side} {order}',
  'lab.step.open.sideColumn': 'Seite',
  'lab.step.open.showFrontier': 'Frontbrett {order} zeigen: {rows}; {values}',
  'lab.step.open.backedUpColumn': 'F',
  'lab.step.open.fLimitColumn': 'f-Schranke',
  'lab.step.side.start': 'Anfang',
  'lab.step.side.goal': 'Ziel',
  'lab.node.rbfsValues': 'g {g}, h {h}, f {f}, gesichertes F {F}, f-Schranke {limit}',
  'lab.step.dfs.limit':
    'Die Tiefensuche geht nie tiefer als die Tiefenschranke von {limit} Zügen und betritt nie ein Brett, das schon auf ihrem Pfad liegt (einen Zyklus).',
  'lab.step.dfs.atLimit':
    'Der eben expandierte Knoten liegt an der Schranke: Er ist nicht das Ziel, seine Kinder werden nicht erzeugt, und die Suche geht zurück.',
  'lab.step.dfs.cut':
    'Die Schranke hat mindestens einen Pfad abgeschnitten: Erreicht kein Pfad innerhalb von {limit} Zügen das Ziel, lautet die Antwort „keine Lösung innerhalb von {limit} Zügen“, nicht „keine Lösung“.',
  'lab.step.rbfs.note':
    'Bisherige Wiederexpansionen: {count}. RBFS behält nur seinen Pfad und die Kinder der Knoten darauf: Übersteigt das F des besten Kindes seine f-Schranke, wird der Teilbaum vergessen und sein F gesichert; ihn später erneut zu expandieren, wiederholt die Arbeit.',
  'lab.step.bidi.sides':
    'Vom Start: Schicht {startDepth}, {startWaiting} Bretter warten, {startReached} erreicht. Vom Ziel: Schicht {goalDepth}, {goalWaiting} warten, {goalReached} erreicht.',
  'lab.step.bidi.met':
    'Die beiden Suchen trafen sich auf einem Brett {fromStart} Züge vom Start und {fromGoal} Züge vom Ziel: zusammen ein Pfad von {length} Zügen.',
  'lab.step.bidi.next': 'Als Nächstes expandiert: ein Brett der Seite {side} (die kleinere Front).',
  'lab.step.status.pathStart':
    'Vor der ersten Expansion: Der Pfad enthält nur den Startknoten. Drücke „Schritt“.',
  'lab.step.status.dfsExpansion':
    'Expansion {expanded}: den obersten Knoten des Pfads auf Tiefe {depth} expandiert: nicht das Ziel, also werden seine Kinder einzeln auf den Pfad gelegt.',
  'lab.step.status.dfsAtLimit':
    'Expansion {expanded}: Der oberste Knoten des Pfads liegt auf Tiefe {depth}, der Schranke: nicht das Ziel, also geht die Suche zurück, ohne seine Kinder zu erzeugen.',
  'lab.step.status.rbfsExpansion':
    'Expansion {expanded}: den Knoten mit {values} expandiert und seine Kinder erzeugt; das beste Kind wird als Nächstes erkundet, solange sein F innerhalb seiner f-Schranke bleibt.',
  'lab.step.status.rbfsReexpansion':
    'Expansion {expanded}: einen Knoten erneut expandiert, dessen Teilbaum vergessen war ({values}): Seine Kinder erben sein gesichertes F.',
  'lab.step.status.bidiStart':
    'Vor der ersten Expansion: Eine Front enthält den Start, die andere das Ziel. Drücke „Schritt“.',
  'lab.step.status.bidiExpansion':
    'Expansion {expanded}: ein Brett {depth} Züge von der Seite {side} expandiert und seine Kinder erzeugt.',
  'lab.step.announce.path': 'Pfadtiefe {depth}.',
  'lab.step.announce.frontiers': 'Front vom Start {start}, vom Ziel {goal}.',
  'lab.step.node.frontierEntry': 'Frontbrett {order}',
  'lab.step.node.expandedSide': 'Expandierter Knoten (Suche von der Seite {side})',
  'lab.step.path.goal': 'Ziel',
  'lab.step.path.goalLabel': 'Ziel: {rows}',
  'lab.step.path.headingFromGoal': 'Pfad vom Ziel zum expandierten Knoten ({g} Züge)',
  'lab.node.goal': 'Ziel',
  'lab.node.expandedTimes': '{count}-mal expandiert (erneut expandiert)',
  'lab.node.cycle': 'schon auf dem Pfad (ein Zyklus), nicht betreten',
  'lab.tree.side.start': 'Vom Start',
  'lab.tree.side.goal': 'Zurück vom Ziel',
  'lab.tree.goalNode': 'Der Zielknoten: die Wurzel der Suche zurück vom Ziel.',
  'lab.tree.count.cycle': '{count} Zyklen nicht betreten',
  'lab.tree.count.reexpanded': '{count} Wiederexpansionen',
  'lab.tree.side.showingStart':
    'Gezeichnet: der Baum der Suche vom Start (die Zahlen nach dem Gedankenstrich gelten für ihn allein).',
  'lab.tree.side.showingGoal':
    'Gezeichnet: der Baum der Suche zurück vom Ziel (die Zahlen nach dem Gedankenstrich gelten für ihn allein).',
  'lab.node.reexpanded':
    'erneut expandiert (schon früher, unter einer früheren Expansion seines Elternknotens)',
  'lab.step.open.pathEmpty':
    'Der Pfad ist leer: Jeder Pfad innerhalb der Tiefenschranke wurde versucht.',
  'lab.tree.pathFromGoal': {
    one: 'Pfad vom Ziel ({count} Zug): {moves}',
    other: 'Pfad vom Ziel ({count} Züge): {moves}',
  },
  'lab.node.forgotten': 'vergessen (RBFS hat seinen Teil des Baums aufgegeben)',
  'lab.tree.count.forgotten': '{count} vergessen',
});
