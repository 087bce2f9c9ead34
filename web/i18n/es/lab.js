// The lab area of the es catalog (web/i18n/catalogs.js).
export default Object.freeze({
  'lab.board.named': 'el tablero de {width} × {height}',
  'lab.board.invalid':
    'El texto del tablero no es un tablero válido, así que el laboratorio sigue trabajando con {rows}. Corrige el texto para explorar el tablero que escribiste.',
  'lab.board.solutionStart':
    'El laboratorio trabaja con {rows}, el inicio de la solución mostrada: reproducir la solución no lo cambia.',
  'lab.board.solved':
    'El tablero mostrado está resuelto ({rows}): una búsqueda no tiene nada que hacer. Mezcla o escribe un tablero para explorar una búsqueda.',
  'lab.board.onShow': 'El laboratorio trabaja con el tablero mostrado: {rows}.',
  'lab.move.up': '{tile} arriba',
  'lab.move.down': '{tile} abajo',
  'lab.move.left': '{tile} a la izquierda',
  'lab.move.right': '{tile} a la derecha',
  'lab.moveClause.up': 'mover {tile} arriba',
  'lab.moveClause.down': 'mover {tile} abajo',
  'lab.moveClause.left': 'mover {tile} a la izquierda',
  'lab.moveClause.right': 'mover {tile} a la derecha',
  'lab.list.comma': ', ',
  'lab.list.semicolon': '; ',
  'lab.sentences': '{first} {second}',
  'lab.yes': 'sí',
  'lab.no': 'no',
  'lab.status.solved': 'resuelto',
  'lab.status.memoryLimit': 'límite de memoria',
  'lab.status.depthLimitCut': 'cortada a profundidad {limit}',
  'lab.status.timeLimit': 'límite de tiempo',
  'lab.status.cancelled': 'cancelado',
  'lab.status.stopped': 'detenido',
  'lab.status.skipped': 'omitido',
  'lab.status.unsolvable': 'sin solución',
  'lab.status.invalid': 'no válido',
  'lab.status.failed': 'falló',
  'lab.status.error': 'error',
  'lab.status.notRun': 'sin ejecutar',
  'lab.tree.empty': 'El árbol crece aquí a medida que pulsas Paso.',
  'lab.tree.iteration': '{number}: umbral {threshold}',
  'lab.tree.node': 'Nodo',
  'lab.tree.pick': 'Haz clic en un nodo del árbol o elige uno en el esquema.',
  'lab.tree.selected': 'Nodo seleccionado',
  'lab.tree.last': 'Último nodo expandido',
  'lab.tree.board': 'Tablero {rows}',
  'lab.tree.path': {
    one: 'Camino desde el inicio ({count} movimiento): {moves}',
    many: 'Camino desde el inicio ({count} movimientos): {moves}',
    other: 'Camino desde el inicio ({count} movimientos): {moves}',
  },
  'lab.tree.startNode': 'El nodo inicial.',
  'lab.tree.expandSubtree': 'Desplegar subárbol',
  'lab.tree.collapseSubtree': 'Plegar subárbol',
  'lab.tree.count.expanded': {
    one: '{count} expandido',
    many: '{count} expandidos',
    other: '{count} expandidos',
  },
  'lab.tree.count.open': {
    one: '{count} abierto',
    many: '{count} abiertos',
    other: '{count} abiertos',
  },
  'lab.tree.count.reopened': {
    one: '{count} reabierto o mejorado',
    many: '{count} reabiertos o mejorados',
    other: '{count} reabiertos o mejorados',
  },
  'lab.tree.count.superseded': {
    one: '{count} sustituido',
    many: '{count} sustituidos',
    other: '{count} sustituidos',
  },
  'lab.tree.count.duplicate': {
    one: '{count} duplicado omitido',
    many: '{count} duplicados omitidos',
    other: '{count} duplicados omitidos',
  },
  'lab.tree.count.cutoff': {
    one: '{count} podado',
    many: '{count} podados',
    other: '{count} podados',
  },
  'lab.tree.summary.ida': {
    one: 'Iteración {iteration} de {iterations} (umbral {threshold}): {count} nodo — {parts}.',
    many: 'Iteración {iteration} de {iterations} (umbral {threshold}): {count} nodos — {parts}.',
    other: 'Iteración {iteration} de {iterations} (umbral {threshold}): {count} nodos — {parts}.',
  },
  'lab.tree.summary': {
    one: '{count} nodo, los {generated} generados — {parts}.',
    many: '{count} nodos, los {generated} generados — {parts}.',
    other: '{count} nodos, los {generated} generados — {parts}.',
  },
  'lab.tree.summary.idaFirst': 'Se muestran los primeros {kept} de {generated} nodos generados.',
  'lab.tree.summary.first':
    'Se muestran los primeros {shown} de {generated} nodos generados — {parts}.',
  'lab.tree.summary.drawn': {
    one: '{count} dibujado (subárboles plegados).',
    many: '{count} dibujados (subárboles plegados).',
    other: '{count} dibujados (subárboles plegados).',
  },
  'lab.tree.card.cut': 'poda',
  'lab.tree.card.duplicate': 'dup',
  'lab.node.start': 'Inicio',
  'lab.node.startIteration': 'Inicio, iteración {iteration} (umbral {threshold})',
  'lab.node.reopened': 'reabierto',
  'lab.node.improved': 'mejorado',
  'lab.node.expanded': 'expandido {ordinal}.º',
  'lab.node.cutoff': 'podado (f supera el umbral {threshold})',
  'lab.node.duplicate': 'duplicado, omitido',
  'lab.node.superseded': 'sustituido por un camino más barato',
  'lab.node.open': 'abierto',
  'lab.step.waiting': 'El modo paso a paso empieza cuando el solucionador esté listo.',
  'lab.step.startsInView':
    'El modo paso a paso está listo: su búsqueda empieza cuando este panel aparece en pantalla.',
  'lab.step.replaying': 'Repitiendo la búsqueda desde el inicio…',
  'lab.step.stopped': 'El modo paso a paso se detuvo: {error}',
  'lab.step.runningToEnd': 'Ejecutando hasta el final…',
  'lab.step.runningTo': 'Ejecutando hasta la expansión {target}…',
  'lab.step.runStopped': 'La ejecución se detuvo: {error}',
  'lab.step.stoppedAfter': {
    one: 'Detenido tras {count} expansión. {status}',
    many: 'Detenido tras {count} expansiones. {status}',
    other: 'Detenido tras {count} expansiones. {status}',
  },
  'lab.automatic.with': '{search} con {heuristic}',
  'lab.automatic.weightedWith': '{search} (w = {weight}) con {heuristic}',
  'lab.automatic.rankedBy': '{search}, ordenadas por {heuristic}',
  'lab.automatic.then': '{before}, después {next}',
  'lab.automatic.fallback': '{searches} (si tarda demasiado: {fallbacks})',
  'lab.automatic.shortens': '{searches}, y después acorta el camino tramo a tramo',
  'lab.automatic.solves': 'Automático resuelve este tablero con {searches}.',
  'lab.automatic.heuristic':
    'Resolver ejecuta aquí {search} con {heuristic}, la heurística de Automático para este tablero.',
  'lab.step.intro.same':
    'El modo paso a paso ejecuta esa búsqueda sobre el tablero del laboratorio, una expansión por cada Paso.',
  'lab.step.intro.otherHeuristic':
    'El modo paso a paso ejecuta esa búsqueda con {heuristic} en su lugar, sobre el tablero del laboratorio, una expansión por cada Paso.',
  'lab.step.intro.instead':
    'El modo paso a paso muestra en su lugar {search}, sobre el tablero del laboratorio, una expansión por cada Paso.',
  'lab.step.intro.with': '{search} con {heuristic}',
  'lab.step.intro.notSteppable': '{search} ({chosen} no se puede recorrer paso a paso)',
  'lab.step.intro':
    'El modo paso a paso ejecuta {search} sobre el tablero del laboratorio, una expansión por cada Paso.',
  'lab.step.intro.choose': 'Elige otra búsqueda en Solucionador.',
  'lab.step.term.pathDepth': 'Profundidad del camino',
  'lab.step.term.openList': 'Lista abierta',
  'lab.step.term.threshold': 'Umbral',
  'lab.step.term.fBound': 'Cota f',
  'lab.step.noneKept': '— (no guarda ninguno)',
  'lab.step.thresholds':
    'Umbrales de IDA* hasta ahora: {thresholds}. Cada iteración es una búsqueda en profundidad que poda los nodos con f mayor que el umbral; el siguiente umbral es la menor f que se podó.',
  'lab.step.node.expanded': 'Nodo expandido',
  'lab.step.node.start': 'Nodo inicial (aún sin expandir)',
  'lab.step.node.pathNode': 'Nodo del camino a profundidad {order}',
  'lab.step.node.openEntry': 'Entrada {order} de la lista abierta',
  'lab.step.open.heading': 'Lista abierta',
  'lab.step.open.headingFormula': 'Lista abierta ({formula})',
  'lab.step.open.idaHeadingFormula':
    'Camino en profundidad (IDA* no guarda lista abierta) ({formula})',
  'lab.step.open.idaHeading': 'Camino en profundidad (IDA* no guarda lista abierta)',
  'lab.step.open.order': 'Orden: {order}',
  'lab.step.open.depth': 'Profundidad',
  'lab.step.open.orderColumn': 'Orden',
  'lab.step.open.show': 'Mostrar el nodo número {order} en orden de extracción: {rows}; {values}',
  'lab.step.open.showIda': 'Mostrar el nodo a profundidad {order}: {rows}; {values}',
  'lab.step.open.onlyStart': 'Solo el nodo inicial está en la lista abierta hasta el primer Paso.',
  'lab.step.open.empty': 'La lista abierta está vacía.',
  'lab.step.open.deepest': 'Los {listed} más profundos de los {total} nodos del camino.',
  'lab.step.open.first': 'Las primeras {listed} de {total} entradas.',
  'lab.step.path.earlier': '… {count} anteriores',
  'lab.step.path.start': 'Inicio',
  'lab.step.path.startLabel': 'Inicio: {rows}',
  'lab.step.path.label': 'g {g}, {move}: {rows}',
  'lab.step.path.heading': 'Camino hasta el nodo expandido',
  'lab.step.path.headingLength': 'Camino hasta el nodo expandido (g = {g})',
  'lab.node.values': 'g {g}, h {h}, f {f}',
  'lab.step.status.invalid': 'El modo paso a paso no puede empezar: {error}.',
  'lab.step.status.notValid': 'el tablero no es válido',
  'lab.step.status.unsolvable':
    'Este tablero no tiene solución, así que no hay nada que buscar. La pestaña Resolubilidad explica por qué.',
  'lab.step.status.stopped': {
    one: 'La búsqueda se detuvo tras {count} expansión: {error}.',
    many: 'La búsqueda se detuvo tras {count} expansiones: {error}.',
    other: 'La búsqueda se detuvo tras {count} expansiones: {error}.',
  },
  'lab.step.status.failed': 'falló',
  'lab.step.status.solved': {
    one: 'Objetivo alcanzado tras {expanded} expansiones: un camino de {count} movimiento.',
    many: 'Objetivo alcanzado tras {expanded} expansiones: un camino de {count} movimientos.',
    other: 'Objetivo alcanzado tras {expanded} expansiones: un camino de {count} movimientos.',
  },
  'lab.step.status.solvedOptimal': {
    one: 'Objetivo alcanzado tras {expanded} expansiones: un camino de {count} movimiento, una solución óptima.',
    many: 'Objetivo alcanzado tras {expanded} expansiones: un camino de {count} movimientos, una solución óptima.',
    other:
      'Objetivo alcanzado tras {expanded} expansiones: un camino de {count} movimientos, una solución óptima.',
  },
  'lab.step.status.start':
    'Antes de la primera expansión: el nodo inicial está en la lista abierta con f = {f}. Pulsa Paso.',
  'lab.step.status.expansion':
    'Expansión {expanded}: se sacó de la lista abierta el nodo con {values} y se generaron sus hijos.',
  'lab.step.status.idaStart':
    'Antes de la primera expansión: el camino solo tiene el nodo inicial, y el primer umbral es f = {f}. Pulsa Paso.',
  'lab.step.status.idaExpansion':
    'Expansión {expanded}: se añadió al final del camino el nodo con {values} (su f está dentro del umbral) y se generaron sus hijos.',
  'lab.step.announce': 'Paso {expanded}: expandido {values}. {sizes}',
  'lab.step.announce.ida': 'Profundidad del camino {depth}, umbral {threshold}.',
  'lab.step.announce.open': 'Lista abierta {open}, conjunto cerrado {closed}.',
  'lab.compare.metric.expanded': 'Nodos expandidos',
  'lab.compare.metric.generated': 'Nodos generados',
  'lab.compare.metric.maxFrontier': 'Frontera máxima',
  'lab.compare.metric.time': 'Tiempo',
  'lab.compare.metric.peakMemory': 'Memoria máxima',
  'lab.compare.ignored': 'Se ignoró la búsqueda "{id}" en "compare": no es un par conocido.',
  'lab.compare.heuristic': 'Heurística',
  'lab.compare.pairName': '{algorithm} con {heuristic}',
  'lab.compare.label': '{algorithm} · {heuristic}',
  'lab.compare.label.weighted': '{algorithm} (w = {weight}) · {heuristic}',
  'lab.compare.label.depthLimit': '{algorithm} (límite de profundidad {limit})',
  'lab.compare.caption': 'Resultados para {board}, objetivo {goal}',
  'lab.compare.cancelled': 'Comparación cancelada tras {done} de {count} búsquedas.',
  'lab.compare.finished': {
    one: 'Comparación terminada: {count} búsqueda.',
    many: 'Comparación terminada: {count} búsquedas.',
    other: 'Comparación terminada: {count} búsquedas.',
  },
  'lab.compare.progress': 'Búsqueda {number} de {count}: {label}',
  'lab.compare.progressFigures':
    'Búsqueda {number} de {count}: {label} — {expanded} expandidos, {time}',
  'lab.compare.progressValue': 'búsqueda {number} de {count}',
  'lab.compare.progressSay': 'Búsqueda {number} de {count}: {label}.',
  'lab.compare.running': 'en curso…',
  'lab.compare.runningFigures': 'en curso… {expanded} expandidos, {time}',
  'lab.compare.waiting': 'en espera',
  'lab.compare.notGuaranteed': 'no garantizado',
  'lab.compare.sameLength': 'misma longitud, no garantizado',
  'lab.compare.longer': 'no (+{extra})',
  'lab.compare.memory.hint':
    'Marca A* e IDA* con la misma heurística para ver cuánta memoria ocupa cada una.',
  'lab.compare.memory.text':
    'Con {heuristic}, A* ocupó {astarBytes} en su máximo (hasta {astarFrontier} nodos en la lista abierta, y cada nodo alcanzado en su conjunto cerrado); IDA* ocupó {idaBytes}, porque solo guarda el camino actual (como mucho {idaDepth} nodos de profundidad). IDA* lo paga en tiempo: expande los mismos nodos otra vez en cada iteración.',
  'lab.compare.memory.textRatio':
    'Con {heuristic}, A* ocupó {astarBytes} en su máximo (hasta {astarFrontier} nodos en la lista abierta, y cada nodo alcanzado en su conjunto cerrado); IDA* ocupó {idaBytes} — {ratio} veces menos, porque solo guarda el camino actual (como mucho {idaDepth} nodos de profundidad). IDA* lo paga en tiempo: expande los mismos nodos otra vez en cada iteración.',
  'lab.compare.memory.astarPeak': 'Memoria máxima de A*',
  'lab.compare.memory.idaPeak': 'Memoria máxima de IDA*',
  'lab.compare.memory.astarFrontier': 'Frontera máxima de A*',
  'lab.compare.memory.idaDepth': 'Profundidad máxima de IDA*',
  'lab.chart.count.one': '{value}',
  'lab.chart.count.kilo': '{value} mil',
  'lab.chart.count.mega': '{value} M',
  'lab.chart.count.giga': '{value} G',
  'lab.chart.bytes.one': '{value} B',
  'lab.chart.bytes.kilo': '{value} kB',
  'lab.chart.bytes.mega': '{value} MB',
  'lab.chart.bytes.giga': '{value} GB',
  'lab.chart.empty': 'Aún no hay valores que representar.',
  'lab.chart.none': '{label}: ninguno',
  'lab.chart.value': '{label}: {value}',
  'lab.chart.atLeast': '{label}: al menos {value}',
  'lab.chart.name': '{title}, escala logarítmica. {summary}.',
  'lab.chart.noValue': 'sin valor',
  'lab.weighted.same': {
    one: 'A* ponderado (w = {weight}) encontró un camino de {count} movimiento: tan corto como el más corto, esta vez.',
    many: 'A* ponderado (w = {weight}) encontró un camino de {count} movimientos: tan corto como el más corto, esta vez.',
    other:
      'A* ponderado (w = {weight}) encontró un camino de {count} movimientos: tan corto como el más corto, esta vez.',
  },
  'lab.weighted.longer':
    'A* ponderado (w = {weight}) encontró {found} movimientos; el más corto tiene {shortest}: {extra} más (nunca más de w × {shortest} = {bound}).',
  'lab.weighted.extraMoves': {
    one: '{count} movimiento',
    many: '{count} movimientos',
    other: '{count} movimientos',
  },
  'lab.weighted.fewer':
    'Expandió {weighted} nodos en lugar de {optimal}: {saved} menos ({share} % de ahorro).',
  'lab.weighted.asMany': 'Expandió tantos nodos como A* ({count}).',
  'lab.weighted.more':
    'Aquí expandió {more} nodos más que A* ({weighted} frente a {optimal}): un peso no siempre ayuda.',
  'lab.weighted.intro': 'Ambas búsquedas usan {heuristic}.',
  'lab.weighted.intro.chosen':
    'Ambas búsquedas usan {heuristic} (la heurística elegida en Solucionador).',
  'lab.weighted.intro.auto':
    'Ambas búsquedas usan {heuristic}, elija lo que elija Automático, para que solo cambie el peso.',
  'lab.weighted.intro.overestimates':
    'Ambas búsquedas usan {heuristic} (la heurística elegida en Solucionador puede sobrestimar, lo que anularía la cota).',
  'lab.weighted.running': 'Ejecutando {name}…',
  'lab.weighted.runningWeight': 'Ejecutando {name} con w = {weight}…',
  'lab.weighted.progress': '{name}: {expanded} expandidos, {time}…',
  'lab.weighted.rowAstar': 'A* (camino más corto)',
  'lab.weighted.rowWeighted': 'A* ponderado, w = {weight}',
  'lab.weighted.stopped': 'Detenido antes de que ambas búsquedas tuvieran respuesta.',
  'lab.weighted.memory':
    'A* agotó su presupuesto de memoria en este tablero, así que no se conoce la longitud más corta. Prueba un tablero más pequeño, una heurística más fuerte o un presupuesto mayor en Avanzado.',
  'lab.weighted.noComparison': 'No hay comparación: {error}.',
  'lab.weighted.didNotFinish': 'las búsquedas no terminaron',
  'lab.solvability.withParity': '{value} ({parity})',
  'lab.solvability.rowWithGoal': '{row} (objetivo: fila {goal})',
  'lab.solvability.fact.swaps': 'Intercambios desde el objetivo (hueco incluido)',
  'lab.solvability.fact.distance': 'Distancia del hueco a su casilla objetivo',
  'lab.solvability.fact.inversions': 'Inversiones (orden del objetivo, sin el hueco)',
  'lab.solvability.fact.row': 'Fila del hueco, contada desde abajo',
  'lab.solvability.fact.width': 'Ancho',
  'lab.solvability.argument.swaps':
    'Cuenta cuán lejos está el tablero del objetivo en intercambios: tomando también el hueco como ficha, el tablero está a {swaps} del objetivo, una permutación {parity}.',
  'lab.solvability.argument.distance':
    'El hueco está a {moves} (arriba, abajo, izquierda o derecha) de su casilla objetivo: una distancia {parity}.',
  'lab.solvability.argument.moves':
    'Cada movimiento intercambia el hueco con una ficha vecina: es un intercambio más, que invierte la paridad de la permutación, y un paso del hueco, que invierte la paridad de su distancia. Así que las dos paridades cambian juntas, siempre. En el objetivo ambas son pares (0 intercambios, 0 movimientos), así que solo un tablero cuyas dos paridades coinciden puede llegar allí, y todo tablero así puede.',
  'lab.solvability.verdict.agree':
    'Aquí ambas son {parity}: coinciden, así que el tablero tiene solución.',
  'lab.solvability.verdict.differ':
    'Aquí una es {permutation} y la otra {distance}: difieren, así que ninguna secuencia de movimientos puede resolverlo.',
  'lab.solvability.fix':
    'Intercambiar las fichas {a} y {b} (sacándolas del marco) añade un intercambio sin mover el hueco: la paridad de la permutación se invierte y la de la distancia no, así que las paridades coinciden y el tablero pasa a tener solución.',
  'lab.solvability.after':
    'Intercambiar dos fichas cualesquiera (no el hueco) invertiría solo la paridad de la permutación y dejaría este tablero sin solución: por eso el 15-puzzle de Sam Loyd con el 14 y el 15 intercambiados no tiene solución.',
  'lab.solvability.solvable': 'Este tablero tiene solución',
  'lab.solvability.unsolvable': 'Este tablero no tiene solución',
  'lab.solvability.noBoard': 'No hay un tablero válido que explicar: {error}.',
  'lab.solvability.waiting': 'Esperando un tablero.',
  'lab.solvability.headline': '{headline}.',
  'lab.solvability.why': 'El argumento de paridad, paso a paso',
  'lab.solvability.widthHeading': 'La regla del libro de texto para este ancho',
  'lab.solvability.swap': 'Intercambiar las fichas {a} y {b}',
  'lab.heuristic.sum.manhattanPart': 'Manhattan (fichas 1 a {last}) {sum}',
  'lab.heuristic.sum.withH': '{sum}; h = {h}',
  'lab.heuristic.sum.misplaced': 'Descolocadas {count} × 1 = {count}; h = {h}',
  'lab.heuristic.sum.misplacedBlank': 'Descolocadas {count} + hueco {blank} = {total}; h = {h}',
  'lab.heuristic.sum.euclidean': 'Euclídea {sum}, redondeada hacia arriba; h = {h}',
  'lab.heuristic.sum.linearConflict': {
    one: '{manhattan}; conflictos lineales: {count} ficha sale × 2 = {double}; h = {h}',
    many: '{manhattan}; conflictos lineales: {count} fichas salen × 2 = {double}; h = {h}',
    other: '{manhattan}; conflictos lineales: {count} fichas salen × 2 = {double}; h = {h}',
  },
  'lab.heuristic.sum.mixed':
    '0,6 × Manhattan {manhattan} + 0,1 × descolocadas {misplaced} + 0,3 × euclídea {euclidean} = {raw}, redondeado hacia arriba; h = {h}',
  'lab.heuristic.sum.pdb': 'Bases de datos de patrones: {sum}; h = {h}',
  'lab.heuristic.sum.pdbMirror':
    'Bases de datos de patrones: {sum}; imagen especular: {others}; la suma mayor: h = {h}',
  'lab.heuristic.sum.pdbMirrorChosen':
    'Bases de datos de patrones, imagen especular: {sum}; tablero tal cual: {others}; la suma mayor: h = {h}',
  'lab.heuristic.allHome': 'Todas las fichas están en su casilla objetivo.',
  'lab.heuristic.offGoal': {
    one: 'Fuera de su casilla objetivo: ficha {tiles}.',
    many: 'Fuera de su casilla objetivo: fichas {tiles}.',
    other: 'Fuera de su casilla objetivo: fichas {tiles}.',
  },
  'lab.heuristic.blankNotCounted':
    'El hueco no se cuenta, lo que evita que el recuento sobrestime.',
  'lab.heuristic.blankCounted':
    'El hueco también está fuera de su casilla objetivo y se cuenta: +1. Cerca del objetivo esto sobrestima (un movimiento puede colocar a la vez el hueco y una ficha), así que no es admisible.',
  'lab.heuristic.blankHome': 'El hueco está en su casilla objetivo, así que aquí no suma nada.',
  'lab.heuristic.manhattan':
    'Cada ficha necesita al menos tantos movimientos como filas más columnas la separan de su casilla objetivo, y un movimiento desplaza una ficha una casilla.',
  'lab.heuristic.euclidean':
    'La distancia en línea recta de cada ficha a su casilla objetivo (en milésimas, redondeada hacia abajo), sumada y redondeada hacia arriba: nunca más que Manhattan.',
  'lab.heuristic.before': '{a} antes que {b}',
  'lab.heuristic.conflict.row': {
    one: 'Fila {number}: {tiles} pertenecen a esta fila pero se estorban entre sí ({pairs}); la ficha {out} debe salir de ella y volver: +{plus}.',
    many: 'Fila {number}: {tiles} pertenecen a esta fila pero se estorban entre sí ({pairs}); las fichas {out} deben salir de ella y volver: +{plus}.',
    other:
      'Fila {number}: {tiles} pertenecen a esta fila pero se estorban entre sí ({pairs}); las fichas {out} deben salir de ella y volver: +{plus}.',
  },
  'lab.heuristic.conflict.column': {
    one: 'Columna {number}: {tiles} pertenecen a esta columna pero se estorban entre sí ({pairs}); la ficha {out} debe salir de ella y volver: +{plus}.',
    many: 'Columna {number}: {tiles} pertenecen a esta columna pero se estorban entre sí ({pairs}); las fichas {out} deben salir de ella y volver: +{plus}.',
    other:
      'Columna {number}: {tiles} pertenecen a esta columna pero se estorban entre sí ({pairs}); las fichas {out} deben salir de ella y volver: +{plus}.',
  },
  'lab.heuristic.noConflict': 'Ninguna fila o columna tiene dos fichas propias en orden inverso.',
  'lab.heuristic.perLine':
    'En cada línea cuenta las fichas que deben apartarse para que el resto quede en el orden del objetivo (las fichas de la línea menos su secuencia más larga en ese orden), 2 movimientos cada una.',
  'lab.heuristic.mixed': 'La mezcla de las tres de la semilla 003, redondeada hacia arriba.',
  'lab.heuristic.pdbGroups': {
    one: 'Las fichas se reparten en {count} grupo (partición {partition}); la tabla de cada grupo guarda los movimientos mínimos de sus propias fichas para llevarlas a su sitio, hagan lo que hagan las demás, así que las entradas se suman sin sobrestimar.',
    many: 'Las fichas se reparten en {count} grupos (partición {partition}); la tabla de cada grupo guarda los movimientos mínimos de sus propias fichas para llevarlas a su sitio, hagan lo que hagan las demás, así que las entradas se suman sin sobrestimar.',
    other:
      'Las fichas se reparten en {count} grupos (partición {partition}); la tabla de cada grupo guarda los movimientos mínimos de sus propias fichas para llevarlas a su sitio, hagan lo que hagan las demás, así que las entradas se suman sin sobrestimar.',
  },
  'lab.heuristic.mirror':
    'La imagen especular del tablero respecto al hueco objetivo está igual de lejos del objetivo, así que también se consulta ({sums}), y h es la suma mayor.',
  'lab.heuristic.mirrorChosen':
    'La imagen especular del tablero respecto al hueco objetivo está igual de lejos del objetivo, así que también se consulta ({sums}), y h es la suma mayor: los grupos coloreados son los de la imagen especular.',
  'lab.heuristic.oneGroup':
    'Con todas las fichas en un grupo, la entrada de la tabla es el número exacto de movimientos que faltan.',
  'lab.heuristic.cell.blank': 'el hueco',
  'lab.heuristic.cell.blankCounts': 'el hueco, fuera de su casilla objetivo: cuenta 1',
  'lab.heuristic.cell.misplaced': 'ficha {tile}, descolocada: cuenta 1',
  'lab.heuristic.cell.home': 'ficha {tile}, en su sitio',
  'lab.heuristic.cell.away': 'ficha {tile}, a {distance}',
  'lab.heuristic.cell.group': 'ficha {tile}, grupo {group}',
  'lab.heuristic.cell.tile': 'ficha {tile}',
  'lab.heuristic.cell.distance': {
    one: 'ficha {tile}, a {count} movimiento de su sitio',
    many: 'ficha {tile}, a {count} movimientos de su sitio',
    other: 'ficha {tile}, a {count} movimientos de su sitio',
  },
  'lab.heuristic.cell.leaves': {
    one: 'ficha {tile}, a {count} movimiento de su sitio, debe salir de su línea: +2',
    many: 'ficha {tile}, a {count} movimientos de su sitio, debe salir de su línea: +2',
    other: 'ficha {tile}, a {count} movimientos de su sitio, debe salir de su línea: +2',
  },
  'lab.heuristic.cell.conflict': {
    one: 'ficha {tile}, a {count} movimiento de su sitio, en un conflicto',
    many: 'ficha {tile}, a {count} movimientos de su sitio, en un conflicto',
    other: 'ficha {tile}, a {count} movimientos de su sitio, en un conflicto',
  },
  'lab.heuristic.boardName': 'Tablero {rows}; {marks}',
  'lab.heuristic.nothingAdds': 'ninguna ficha suma nada',
  'lab.heuristic.changed': 'El tablero cambió: explicando {rows}…',
  'lab.heuristic.failed': 'El solucionador no pudo explicar este tablero: {error}',
  'lab.heuristic.noBoard': 'No hay tablero que explicar: {error}.',
  'lab.heuristic.solversChoice': '{heuristic} (la elección del solucionador)',
  'lab.heuristic.partsDisagree':
    'Las partes mostradas no suman el valor propio de la heurística: por favor, informa de este tablero.',
  'lab.heuristic.status': '{heuristic} en el tablero mostrado: {rows}.',
  'lab.heuristic.group': 'Grupo {name}: fichas {tiles} — entrada de la tabla {value}',
  'lab.heuristic.pdbMissing':
    'Bases de datos de patrones: aún no están cargadas en este navegador, así que no se explican aquí. Prepáralas aquí (unos segundos, una vez por navegador, y se guardan; también encuentra h*), o elige «Bases de datos de patrones aditivas» y Resolver.',
  'lab.heuristic.pdbTooLarge':
    'Bases de datos de patrones: la página no las construye para tableros de {cells} casillas (minutos de trabajo); la línea de comandos las construye y las guarda (npuzzle --heuristic pdb).',
  'lab.heuristic.under': 'h = {h} ≤ h* = {known}: subestima en {gap}.',
  'lab.heuristic.exact': 'h = h* = {known}: exacta en este tablero.',
  'lab.heuristic.over':
    'h = {h} > h* = {known}: aquí sobrestima, así que una búsqueda que confíe en ella puede perder la solución más corta.',
  'lab.heuristic.trueDistance':
    'Distancia real h* = {known} movimientos (hallada por {how}). {verdict}',
  'lab.heuristic.by.solve': 'una resolución óptima',
  'lab.heuristic.note.noSearch': 'aún sin búsqueda',
  'lab.heuristic.noTrueDistance':
    'Sin distancia real: el objetivo no se puede alcanzar desde este tablero (la pestaña Resolubilidad explica por qué).',
  'lab.heuristic.notComputed': 'Distancia real h*: no calculada ({note}).',
  'lab.heuristic.busy':
    'Distancia real h*: hay otra búsqueda en curso; inténtalo de nuevo cuando termine.',
  'lab.heuristic.searching': 'Buscando la solución más corta…',
  'lab.heuristic.preparing': 'Preparando las bases de datos de patrones: {percent} %…',
  'lab.heuristic.searchingFigures': 'Buscando la solución más corta: {expanded} nodos expandidos…',
  'lab.heuristic.notFound': 'Distancia real h*: no encontrada ({reason}).',
  'lab.heuristic.searchFailed': 'Distancia real h*: la búsqueda falló ({error}).',
  'lab.consistency.run.manhattan': 'A*, distancia Manhattan',
  'lab.consistency.run.parity': 'A*, Manhattan de paridad',
  'lab.consistency.run.noReopen': 'A* sin reapertura, Manhattan de paridad',
  'lab.consistency.run.weighted': 'A* ponderado, h = {weight} × Manhattan',
  'lab.consistency.run.misplacedBlank': 'A*, fichas descolocadas contando el hueco',
  'lab.consistency.running': 'Ejecutando {label} ({number} de {count})…',
  'lab.consistency.progress': '{label} ({number} de {count}): {expanded} expandidos, {time}…',
  'lab.consistency.stopped':
    'Las ejecuciones de consistencia se detuvieron antes de que las cuatro tuvieran respuesta.',
  'lab.consistency.noComparison': 'No hay comparación: {error}.',
  'lab.consistency.didNotFinish': 'las búsquedas no terminaron',
  'lab.consistency.reopening':
    'Con la distancia Manhattan, A* reabrió {manhattan} nodos: es consistente, así que el primer camino por el que A* expande un tablero ya es uno de los más cortos. Con Manhattan de paridad reabrió {parity} nodos: cada uno ya se había expandido, luego apareció un camino más barato hacia él y volvió a la lista abierta; eso es lo que mantiene óptimo a A* ({length} movimientos) con una heurística inconsistente.',
  'lab.consistency.noReopenLonger':
    'Sin reapertura, A* devolvió {length} movimientos, no óptimo: el más corto tiene {optimal}.',
  'lab.consistency.noReopenSame':
    'Sin reapertura, A* aún encontró {length} movimientos en este tablero: el fallo no aparece en todos los tableros; elige el tablero de ejemplo para verlo devolver un camino más largo.',
  'lab.consistency.noEdgeRun':
    'No hay ejecución de Manhattan de paridad de la que leer una arista.',
  'lab.consistency.noEdge':
    'A lo largo de este camino h nunca bajó más de un movimiento: Manhattan de paridad es inconsistente en otros lugares (un camino más largo lo muestra).',
  'lab.consistency.why.even':
    'la distancia Manhattan completa: el hueco está a un número par de movimientos de su casilla objetivo',
  'lab.consistency.why.odd':
    'la mitad de la distancia Manhattan, redondeada hacia abajo: el hueco está a un número impar de movimientos de su casilla objetivo',
  'lab.consistency.edge':
    'El paso {step} del camino encontrado, {move}, va de a a b con un coste de 1. h(a) = {before} ({whyBefore}); h(b) = {after} ({whyAfter}). La consistencia exige h(a) ≤ c(a, b) + h(b) = 1 + {after} = {bound}, pero h(a) = {before}: h baja {drop} en un solo movimiento. Ambos valores siguen siendo como mucho la distancia real, así que la heurística sigue siendo admisible.',
  'lab.consistency.boardA': 'a: {rows}',
  'lab.consistency.boardB': 'b: {rows}',
  'lab.consistency.captionA': 'a, h = {h}',
  'lab.consistency.captionB': 'b, h = {h}',
  'lab.consistency.noAnswer': 'Sin respuesta de {label}: {status}.',
  'lab.consistency.over':
    'En el inicio h = {formula} > h* = {optimal}, la distancia real: sobrestima, así que A* puede pasar de largo el camino más corto.',
  'lab.consistency.notOver':
    'En el inicio h = {formula} ≤ h* = {optimal}: ahí no sobrestima, aunque sí en otros tableros.',
  'lab.consistency.longer': 'Devolvió {length} movimientos, {extra} más que el más corto.',
  'lab.consistency.shortest':
    'Aun así devolvió un camino más corto ({length} movimientos) en este tablero.',
  'lab.consistency.fLabel': 'f = {f}',
  'lab.consistency.chart.manhattan': 'Nodos que A* con distancia Manhattan expandió en cada f',
  'lab.consistency.chart.parity': 'Nodos que A* con Manhattan de paridad expandió en cada f',
  'lab.consistency.notOptimal': 'no, +{extra}',
  'lab.experiments.error.depths': 'Las profundidades deben ser números enteros, 0 o más.',
  'lab.experiments.error.every': '«Cada» debe ser 1 o más.',
  'lab.experiments.error.order': 'La última profundidad ({to}) es menor que la primera ({from}).',
  'lab.experiments.error.depthCap':
    'La profundidad para IDS y BFS debe ser un número entero, 0 o más.',
  'lab.experiments.error.paste': 'Pega primero algunos tableros, uno por línea.',
  'lab.experiments.error.perDepth':
    'Los tableros por profundidad deben ser un número entero de 1 a 1000.',
  'lab.experiments.error.seed': 'La semilla debe ser un número entero, 0 o más.',
  'lab.experiments.preparing': 'Preparando los tableros…',
  'lab.experiments.progress.depth': 'profundidad {depth}: {done}/{count} tableros',
  'lab.experiments.progress.board': 'tablero {board} de {count} (profundidad {depth})',
  'lab.experiments.progress.measuring': 'tablero {board} de {count} (midiendo su profundidad)',
  'lab.experiments.search.ids': 'IDS',
  'lab.experiments.search.bfs': 'BFS',
  'lab.experiments.search.astarMisplaced': 'A* (descolocadas)',
  'lab.experiments.search.astarManhattan': 'A* (Manhattan)',
  'lab.experiments.search.astarLinearConflict': 'A* (conflicto lineal)',
  'lab.experiments.search.idastarManhattan': 'IDA* (Manhattan)',
  'lab.experiments.chart.empty': 'No hay valores que representar.',
  'lab.experiments.chart.noValues': '{label}: sin valores',
  'lab.experiments.chart.series':
    '{label} de {from} a profundidad {fromDepth} a {to} a profundidad {toDepth}',
  'lab.experiments.chart.name':
    'Media de nodos generados por profundidad de la solución, escala logarítmica: {summary}.',
  'lab.experiments.chart.axis': 'profundidad de la solución d',
  'lab.experiments.notRun': 'El experimento no pudo ejecutarse.',
  'lab.experiments.didNotRun': 'El experimento no se ejecutó.',
  'lab.experiments.didNotRunBecause': 'El experimento no se ejecutó: {error}',
  'lab.experiments.linesLeftOut': {
    one: 'Se omitió {count} línea; los demás tableros se ejecutaron.',
    many: 'Se omitieron {count} líneas; los demás tableros se ejecutaron.',
    other: 'Se omitieron {count} líneas; los demás tableros se ejecutaron.',
  },
  'lab.experiments.cancelled': {
    one: 'Experimento cancelado: la tabla recoge el {count} tablero terminado antes.',
    many: 'Experimento cancelado: la tabla recoge los {count} tableros terminados antes.',
    other: 'Experimento cancelado: la tabla recoge los {count} tableros terminados antes.',
  },
  'lab.experiments.finished': {
    one: 'Experimento terminado: {count} tablero.',
    many: 'Experimento terminado: {count} tableros.',
    other: 'Experimento terminado: {count} tableros.',
  },
  'lab.experiments.lineError': 'Línea {line}: {error}',
  'lab.experiments.caption.generated':
    'Coste de búsqueda por profundidad de la solución: tableros de {size}, {perDepth} por profundidad, semilla {seed}',
  'lab.experiments.caption.pasted':
    'Coste de búsqueda por profundidad de la solución: {count} tableros de {size} pegados',
  'lab.experiments.size': '{width} × {height}',
  'lab.experiments.depth': 'd',
  'lab.experiments.depthTitle': 'profundidad de la solución',
  'lab.experiments.boards': 'Tableros',
  'lab.experiments.cost': 'Coste de búsqueda (media de nodos generados)',
  'lab.experiments.branching': 'Factor de ramificación efectivo b*',
  'lab.experiments.note.branching':
    'b* resuelve N = b* + b*² + … + b*ᵈ (es decir, N + 1 = 1 + b* + … + b*ᵈ) para la media N de cada celda.',
  'lab.experiments.note.skipped':
    '* Sin ejecutar: IDS y BFS se omiten en tableros más profundos que {depth} (como hace el libro de texto), así que esas celdas quedan vacías.',
  'lab.experiments.note.limit':
    '† En algunos tableros de esta profundidad la búsqueda se detuvo en {nodes} nodos, así que no se da media.',
  'lab.check.moves': {
    one: '{count} movimiento',
    many: '{count} movimientos',
    other: '{count} movimientos',
  },
  'lab.check.count': 'Tu solución tiene {moves}, escrita como {format}.',
  'lab.check.format.moves-text': 'líneas “Step k: Move T dirección”',
  'lab.check.format.boards': 'una lista de tableros',
  'lab.check.format.tiles': 'las fichas movidas',
  'lab.check.format.letters': 'letras U D L R',
  'lab.check.legal': 'Legal: cada paso es un movimiento que el tablero permite.',
  'lab.check.illegal':
    'El paso {step} no es legal: {reason}. Escribiste, en la línea {line}: «{text}».',
  'lab.check.stopsAt': 'Solo se pueden jugar los {moves} anteriores al paso {step}.',
  'lab.check.reaches': 'Llega a la meta.',
  'lab.check.notReached': 'No llega a la meta: tras el último paso el tablero no es la meta.',
  'lab.check.shortest': 'Es una solución más corta posible: {moves}, el óptimo.',
  'lab.check.longer': 'No es una solución más corta: {extra} más que el óptimo de {optimum}.',
  'lab.check.optimumOnly': 'Una solución más corta tiene {moves}.',
  'lab.check.notCheckedSize':
    'No se comprobó si es la más corta: la página busca el óptimo en tableros de hasta {cells} casillas. Toda solución necesita al menos {bound}.',
  'lab.check.notCheckedTime':
    'No se comprobó si es la más corta: la búsqueda del óptimo no terminó a tiempo. Toda solución necesita al menos {bound}.',
  'lab.check.unsolvable': 'Este tablero no puede llegar a la meta, así que ninguna solución puede.',
  'lab.check.headline.optimal': 'Correcta y la más corta.',
  'lab.check.headline.longer': 'Correcta, pero {extra} más larga que una solución más corta.',
  'lab.check.headline.correct': 'Correcta: legal y llega a la meta.',
  'lab.check.headline.unreached': 'Legal, pero no llega a la meta.',
  'lab.check.headline.illegal': 'No es legal: el paso {step} no es un movimiento.',
  'lab.check.headline.unreadable': 'Este texto no se pudo leer como una solución.',
  'lab.check.unreadable': 'En tu texto, {reason}.',
  'lab.check.lettersUnsaid':
    'La línea {line} tiene letras: elige arriba si U D L R indican hacia dónde va la ficha o hacia dónde va el hueco (o escribe como primera línea «letters: blank»).',
  'lab.check.empty': 'Pega primero una solución: movimientos, fichas, letras o tableros.',
  'lab.check.tooLong':
    'El texto de la solución tiene {length} caracteres; como máximo se aceptan {max}.',
  'lab.check.checking': 'Comprobando…',
  'lab.check.notReady': 'La comprobación empieza cuando el solucionador esté listo.',
  'lab.check.failed': 'La comprobación falló: {reason}',
  'lab.check.shown': 'Tus {moves} están en el tablero: reprodúcelos con los controles de debajo.',
  'lab.check.shownUntil':
    'Tus primeros {moves} están en el tablero, hasta el paso {step}, el primero que no es legal.',
  'lab.check.busy':
    'Hay una búsqueda en curso: espera a que termine y luego muestra tu solución en el tablero.',
  'lab.exercises.kindName.compute-h': 'Calcular h',
  'lab.exercises.kindName.optimal-length': 'Longitud óptima',
  'lab.exercises.kindName.predict': 'Predecir la siguiente expansión',
  'lab.exercises.heading': 'ejercicio {number} de {total}',
  'lab.exercises.predictHeading': 'predicción {number} de {total}',
  'lab.exercises.kindName.admissible': '¿Admisible? ¿Consistente?',
  'lab.exercises.admissible.prompt':
    'Cada tablero de abajo está a un movimiento del siguiente (un movimiento cuesta 1). h es {heuristic}; h* es la distancia real a la meta, hallada por una búsqueda óptima. En estos tableros, ¿es h admisible? ¿Es consistente?',
  'lab.exercises.admissible.definitions':
    'Admisible: h(n) ≤ h*(n) en cada tablero. Consistente: h(n) ≤ c(n, n′) + h(n′) = 1 + h(n′) en cada movimiento, en ambos sentidos.',
  'lab.exercises.admissible.proposed': 'una heurística que alguien propuso',
  'lab.exercises.admissible.heuristic.misplaced-with-blank':
    'fichas mal colocadas, contando el hueco',
  'lab.exercises.admissible.chain': 'Tableros A a {last}, cada uno a un movimiento del siguiente',
  'lab.exercises.admissible.boardName': 'Tablero {board}',
  'lab.exercises.admissible.boardLabel': 'Tablero {board}: {rows}',
  'lab.exercises.admissible.hValue': 'h = {h}',
  'lab.exercises.admissible.hStarValue': 'h* = {hStar}',
  'lab.exercises.admissible.moveBetween': '↔ un movimiento',
  'lab.exercises.admissible.admissibleQuestion': 'Admisible en estos tableros',
  'lab.exercises.admissible.consistentQuestion': 'Consistente en estos tableros',
  'lab.exercises.admissible.yes': 'Sí',
  'lab.exercises.admissible.no': 'No',
  'lab.exercises.admissible.answerBoth':
    'Responde las dos preguntas (admisible, consistente) y pulsa Comprobar.',
  'lab.exercises.admissible.answer.both': 'admisible y consistente',
  'lab.exercises.admissible.answer.admissibleOnly': 'admisible pero no consistente',
  'lab.exercises.admissible.answer.consistentOnly': 'consistente pero no admisible',
  'lab.exercises.admissible.answer.neither': 'ni admisible ni consistente',
  'lab.exercises.admissible.right': 'Correcto: en estos tableros h es {answer}.',
  'lab.exercises.admissible.wrong':
    'No del todo: respondiste «{given}»; en estos tableros h es {answer}.',
  'lab.exercises.admissible.why.over':
    'No admisible: en el tablero {board}, h = {h} pero la distancia real es h* = {hStar}: h({board}) > h*({board}), h sobreestima ahí.',
  'lab.exercises.admissible.why.under': 'Admisible en estos tableros: h ≤ h* en cada uno ({list}).',
  'lab.exercises.admissible.underItem': '{board}: {h} ≤ {hStar}',
  'lab.exercises.admissible.why.drop':
    'No consistente: el movimiento del tablero {a} al tablero {b} cuesta 1, pero h baja de {before} a {after}, en {drop}: h({a}) = {before} > 1 + h({b}) = {bound}.',
  'lab.exercises.admissible.why.steady':
    'Consistente en estos tableros: en cada movimiento h cambia como mucho en 1, el coste del movimiento ({list}).',
  'lab.exercises.admissible.steadyItem': '{a}–{b}: {before} → {after}',
  'lab.exercises.drawing': 'Generando los ejercicios…',
  'lab.exercises.failed': 'No se pudo preparar el ejercicio: {reason}',
  'lab.exercises.badSeed': 'La semilla debe ser un número entero de 0 a {max}.',
  'lab.exercises.boardSize':
    'Este ejercicio usa un tablero de 3 × 3; el tablero del enlace es de {size}. Elige «Calcular h» o empieza una serie nueva.',
  'lab.exercises.busy': 'Hay una búsqueda en curso: espera a que termine y vuelve a intentarlo.',
  'lab.exercises.solving': 'Comprobando con una búsqueda óptima…',
  'lab.exercises.checkButton': 'Comprobar',
  'lab.exercises.score': 'Puntuación: {right} de {total}',
  'lab.exercises.scoreSoFar': 'Puntuación: {right} de {answered} respondidos ({total} en la serie)',
  'lab.exercises.searchWith': '{search} con {heuristic}',
  'lab.exercises.notANumber': '{field}: «{value}» no es un número entero.',
  'lab.exercises.nothingTyped':
    'Escribe lo que aporta cada ficha, o solo el total h, y pulsa «Comprobar».',
  'lab.exercises.typeLength':
    'Escribe el número de movimientos de una solución más corta y pulsa «Comprobar».',
  'lab.exercises.pickFirst':
    'Elige el nodo que crees que la búsqueda expandirá a continuación y pulsa «Comprobar y avanzar».',
  'lab.exercises.rows': {
    one: '{count} fila',
    many: '{count} filas',
    other: '{count} filas',
  },
  'lab.exercises.columns': {
    one: '{count} columna',
    many: '{count} columnas',
    other: '{count} columnas',
  },
  'lab.exercises.why.distance': 'a {rows} y {columns} de su casilla objetivo: {value}',
  'lab.exercises.why.distanceOne': 'a {distance} de su casilla objetivo: {value}',
  'lab.exercises.why.home': 'en su casilla objetivo: {value}',
  'lab.exercises.why.misplaced': 'fuera de su casilla objetivo: {value}',
  'lab.exercises.why.leaves': {
    one: '{distance}; debe salir de su línea para dejar pasar a una ficha en conflicto: +{extra}, así que {value}',
    many: '{distance}; debe salir de {count} líneas para dejar pasar a fichas en conflicto: +{extra}, así que {value}',
    other:
      '{distance}; debe salir de {count} líneas para dejar pasar a fichas en conflicto: +{extra}, así que {value}',
  },
  'lab.exercises.tile.right': 'Ficha {tile}, correcto: {why}.',
  'lab.exercises.tile.wrong': 'Ficha {tile}, escribiste {given}: {why}.',
  'lab.exercises.tile.unanswered': 'Ficha {tile}, sin responder: {why}.',
  'lab.exercises.tileField': 'La ficha {tile} aporta',
  'lab.exercises.totalField': 'h (el total)',
  'lab.exercises.computeH.prompt':
    '¿Cuánto suma {heuristic} en este tablero? Escribe la parte de cada ficha, o solo el total.',
  'lab.exercises.computeH.help':
    'El hueco nunca cuenta. Deja una ficha vacía para saltarla; Intro en cualquier campo comprueba.',
  'lab.exercises.computeH.grid': 'El tablero, con un campo en cada ficha: {rows}',
  'lab.exercises.computeH.right': 'Correcto: h = {h}.',
  'lab.exercises.computeH.wrongTotal':
    'No del todo: escribiste h = {given}, la heurística da h = {h}.',
  'lab.exercises.computeH.wrongTiles': {
    one: 'No del todo: {count} ficha está mal. La heurística da h = {h}.',
    many: 'No del todo: {count} fichas están mal. La heurística da h = {h}.',
    other: 'No del todo: {count} fichas están mal. La heurística da h = {h}.',
  },
  'lab.exercises.computeH.incomplete':
    'Incompleto: escribe el total o todas las fichas. La heurística da h = {h}.',
  'lab.exercises.partsDisagree':
    'Las partes de las fichas no suman el valor de la heurística en este tablero: solo se evalúa el total.',
  'lab.exercises.boardLabel': 'El tablero del ejercicio: {rows}',
  'lab.exercises.lengthField': 'Movimientos de una solución más corta',
  'lab.exercises.optimal.prompt':
    '¿Cuántos movimientos necesita una solución más corta de este tablero? Piénsalo y luego comprueba.',
  'lab.exercises.optimal.right': {
    one: 'Correcto: una solución más corta necesita {count} movimiento.',
    many: 'Correcto: una solución más corta necesita {count} movimientos.',
    other: 'Correcto: una solución más corta necesita {count} movimientos.',
  },
  'lab.exercises.optimal.wrong': {
    one: 'No del todo: escribiste {given}; una solución más corta necesita {count} movimiento.',
    many: 'No del todo: escribiste {given}; una solución más corta necesita {count} movimientos.',
    other: 'No del todo: escribiste {given}; una solución más corta necesita {count} movimientos.',
  },
  'lab.exercises.optimal.tooShort': {
    one: 'Ninguna solución es más corta que {count} movimiento: lo demostró una búsqueda óptima (A* con distancia Manhattan, que nunca sobrestima).',
    many: 'Ninguna solución es más corta que {count} movimientos: lo demostró una búsqueda óptima (A* con distancia Manhattan, que nunca sobrestima).',
    other:
      'Ninguna solución es más corta que {count} movimientos: lo demostró una búsqueda óptima (A* con distancia Manhattan, que nunca sobrestima).',
  },
  'lab.exercises.optimal.tooLong': {
    one: 'Hay una solución de {count} movimiento: muéstrala en el tablero para verla.',
    many: 'Hay una solución de {count} movimientos: muéstrala en el tablero para verla.',
    other: 'Hay una solución de {count} movimientos: muéstrala en el tablero para verla.',
  },
  'lab.exercises.optimal.proof':
    'Una búsqueda óptima (A* con distancia Manhattan, que nunca sobrestima) no encontró ninguna más corta.',
  'lab.exercises.shown': {
    one: 'La solución más corta, {count} movimiento, está en el tablero: reprodúcela con los controles de debajo.',
    many: 'La solución más corta, {count} movimientos, está en el tablero: reprodúcela con los controles de debajo.',
    other:
      'La solución más corta, {count} movimientos, está en el tablero: reprodúcela con los controles de debajo.',
  },
  'lab.exercises.predict.prompt': {
    one: '{search} ha hecho {count} expansión; {formula}. ¿Qué nodo de la lista abierta expande a continuación? Elige uno y comprueba: la página avanza la búsqueda real.',
    many: '{search} ha hecho {count} expansiones; {formula}. ¿Qué nodo de la lista abierta expande a continuación? Elige uno y comprueba: la página avanza la búsqueda real.',
    other:
      '{search} ha hecho {count} expansiones; {formula}. ¿Qué nodo de la lista abierta expande a continuación? Elige uno y comprueba: la página avanza la búsqueda real.',
  },
  'lab.exercises.predict.rule': 'El orden de la búsqueda: {rule}',
  'lab.exercises.predict.caption': {
    one: 'La lista abierta: {count} nodo, en el orden en que se añadió',
    many: 'La lista abierta: {count} nodos, en el orden en que se añadieron',
    other: 'La lista abierta: {count} nodos, en el orden en que se añadieron',
  },
  'lab.exercises.predict.column.pick': 'Tu elección',
  'lab.exercises.predict.column.board': 'Nodo',
  'lab.exercises.predict.column.g': 'g',
  'lab.exercises.predict.column.h': 'h',
  'lab.exercises.predict.column.f': 'f',
  'lab.exercises.predict.column.added': 'Añadido',
  'lab.exercises.predict.pickName': 'Expandir {rows}: {values}, añadido en {added}.º lugar',
  'lab.exercises.predict.check': 'Comprobar y avanzar',
  'lab.exercises.predict.node': '{rows} (g {g}, h {h}, f {f}, añadido en {added}.º lugar)',
  'lab.exercises.predict.right': 'Correcto: la búsqueda expandió {node}.',
  'lab.exercises.predict.wrong': 'Incorrecto: la búsqueda expandió {node}, no {pick}.',
  'lab.exercises.predict.why.same':
    'Tiene el f = {f} más bajo de la lista abierta y gana cada empate según el orden de abajo.',
  'lab.exercises.predict.why.sameDepth':
    'Es el menos profundo (profundidad {g}) de la lista abierta y gana cada empate según el orden de abajo.',
  'lab.exercises.predict.why.sameGreedy':
    'Tiene el h = {f} más bajo de la lista abierta y gana cada empate según el orden de abajo.',
  'lab.exercises.predict.why.lowerF':
    'Primero el f más bajo ({formula}): {f} va antes que el {pf} de tu elección.',
  'lab.exercises.predict.why.lowerH':
    'Primero el h más bajo ({formula}): {f} va antes que el {pf} de tu elección.',
  'lab.exercises.predict.why.lowerDepth':
    'Orden en anchura: la profundidad {g} va antes que la profundidad {pg} de tu elección, nivel a nivel.',
  'lab.exercises.predict.why.higherG':
    'Ambos tienen f = {f}: con f igual va primero el g más alto, g {g} antes que el g {pg} de tu elección.',
  'lab.exercises.predict.why.later':
    'Ambos tienen f = {f} y g = {g}: entonces va primero el añadido más recientemente, el {added}.º después del {padded}.º de tu elección.',
  'lab.exercises.predict.why.order': 'El propio orden de la búsqueda lo puso primero.',
  'lab.exercises.predict.done':
    'Esta serie ha terminado: abajo están tu puntuación y el resultado para entregar.',
  'lab.exercises.predict.solved': {
    one: 'La búsqueda llegó a la meta tras {count} expansión: la serie termina aquí.',
    many: 'La búsqueda llegó a la meta tras {count} expansiones: la serie termina aquí.',
    other: 'La búsqueda llegó a la meta tras {count} expansiones: la serie termina aquí.',
  },
  'lab.exercises.predict.setDone': 'Esa fue la última predicción de esta serie.',
  'lab.exercises.handIn.title': 'N-Puzzle Lab — resultado de los ejercicios',
  'lab.exercises.handIn.exercise': 'Ejercicio: {name} ({setting})',
  'lab.exercises.handIn.seed': 'Semilla: {seed}',
  'lab.exercises.handIn.board': 'Tablero: {board}',
  'lab.exercises.handIn.goal': 'Meta: {goal}',
  'lab.exercises.handIn.link': 'Enlace: {link}',
  'lab.exercises.handIn.rowRight': '{number}. {board} — respuesta {answer} — correcta ({expected})',
  'lab.exercises.handIn.rowWrong':
    '{number}. {board} — respuesta {answer} — incorrecta, se esperaba {expected}',
  'lab.exercises.copied': 'El resultado está en el portapapeles.',
  'lab.exercises.copyFailed':
    'El portapapeles rechazó el texto: selecciona el resultado de abajo y cópialo.',
  'lab.exercises.downloaded': 'Se está descargando el archivo CSV.',
  'lab.step.term.depthLimit': 'Límite de profundidad',
  'lab.step.term.lowerBound': 'Cota inferior probada',
  'lab.step.term.frontiers': 'Ambas fronteras',
  'lab.step.open.dfsHeading':
    'Pila del camino (el inicio en profundidad 0; el nodo de arriba se expande a continuación)',
  'lab.step.open.rbfsHeading':
    'Camino, con la F respaldada y el límite f de cada nodo (RBFS no guarda lista abierta)',
  'lab.step.open.bidiHeading':
    'Las dos fronteras: los siguientes tableros desde el inicio y luego desde la meta',
  'lab.step.open.sideOrder': '{side} {order}',
  'lab.step.open.sideColumn': 'Lado',
  'lab.step.open.showFrontier': 'Mostrar el tablero {order} de la frontera: {rows}; {values}',
  'lab.step.open.backedUpColumn': 'F',
  'lab.step.open.fLimitColumn': 'límite f',
  'lab.step.side.start': 'inicio',
  'lab.step.side.goal': 'meta',
  'lab.node.rbfsValues': 'g {g}, h {h}, f {f}, F respaldada {F}, límite f {limit}',
  'lab.step.dfs.limit':
    'La búsqueda en profundidad nunca va más hondo que el límite de {limit} movimientos y nunca entra en un tablero que ya está en su camino (un ciclo).',
  'lab.step.dfs.atLimit':
    'El nodo recién expandido está en el límite: no es la meta, no se generan sus hijos y la búsqueda retrocede.',
  'lab.step.dfs.cut':
    'El límite ha cortado al menos un camino: si ningún camino de {limit} movimientos o menos llega a la meta, la respuesta es «ninguna solución en {limit} movimientos», no «ninguna solución».',
  'lab.step.rbfs.note':
    'Reexpansiones hasta ahora: {count}. RBFS solo guarda su camino y los hijos de sus nodos: cuando la F del mejor hijo supera su límite f, el subárbol se olvida y su F se respalda, y expandirlo otra vez más tarde repite el trabajo.',
  'lab.step.bidi.sides':
    'Desde el inicio: capa {startDepth}, {startWaiting} tableros en espera, {startReached} alcanzados. Desde la meta: capa {goalDepth}, {goalWaiting} en espera, {goalReached} alcanzados.',
  'lab.step.bidi.met':
    'Las dos búsquedas se encontraron en un tablero a {fromStart} movimientos del inicio y a {fromGoal} de la meta: juntas, un camino de {length} movimientos.',
  'lab.step.bidi.next':
    'Se expande a continuación: un tablero del lado de {side} (la frontera menor).',
  'lab.step.status.pathStart':
    'Antes de la primera expansión: el camino solo contiene el nodo inicial. Pulsa Paso.',
  'lab.step.status.dfsExpansion':
    'Expansión {expanded}: se expandió el nodo de arriba del camino, en profundidad {depth}: no es la meta, así que sus hijos se apilan uno a uno.',
  'lab.step.status.dfsAtLimit':
    'Expansión {expanded}: el nodo de arriba del camino está en profundidad {depth}, el límite: no es la meta, así que la búsqueda retrocede sin generar sus hijos.',
  'lab.step.status.rbfsExpansion':
    'Expansión {expanded}: se expandió el nodo con {values} y se generaron sus hijos; el mejor hijo se explora a continuación mientras su F no supere su límite f.',
  'lab.step.status.rbfsReexpansion':
    'Expansión {expanded}: se expandió otra vez un nodo cuyo subárbol se había olvidado ({values}): sus hijos heredan su F respaldada.',
  'lab.step.status.bidiStart':
    'Antes de la primera expansión: una frontera contiene el inicio y la otra la meta. Pulsa Paso.',
  'lab.step.status.bidiExpansion':
    'Expansión {expanded}: se expandió un tablero a {depth} movimientos del lado de {side} y se generaron sus hijos.',
  'lab.step.announce.path': 'Profundidad del camino {depth}.',
  'lab.step.announce.frontiers': 'Frontera desde el inicio {start}, desde la meta {goal}.',
  'lab.step.node.frontierEntry': 'Tablero {order} de la frontera',
  'lab.step.node.expandedSide': 'Nodo expandido (buscando desde el lado de {side})',
  'lab.step.path.goal': 'Meta',
  'lab.step.path.goalLabel': 'Meta: {rows}',
  'lab.step.path.headingFromGoal': 'Camino desde la meta hasta el nodo expandido ({g} movimientos)',
  'lab.node.goal': 'Meta',
  'lab.node.expandedTimes': 'expandido {count} veces (reexpandido)',
  'lab.node.cycle': 'ya está en el camino (un ciclo), no se entra',
  'lab.tree.side.start': 'Desde el inicio',
  'lab.tree.side.goal': 'De vuelta desde la meta',
  'lab.tree.goalNode': 'El nodo meta: la raíz de la búsqueda desde la meta.',
  'lab.tree.count.cycle': '{count} ciclos sin entrar',
  'lab.tree.count.reexpanded': '{count} reexpansiones',
  'lab.tree.side.showingStart':
    'Dibujado: el árbol de la búsqueda desde el inicio (las cifras tras la raya son solo suyas).',
  'lab.tree.side.showingGoal':
    'Dibujado: el árbol de la búsqueda desde la meta (las cifras tras la raya son solo suyas).',
  'lab.node.reexpanded':
    'expandido otra vez (ya lo fue antes, bajo una expansión anterior de su padre)',
  'lab.step.open.pathEmpty':
    'El camino está vacío: se han probado todos los caminos dentro del límite de profundidad.',
  'lab.tree.pathFromGoal': {
    one: 'Camino desde la meta ({count} movimiento): {moves}',
    many: 'Camino desde la meta ({count} movimientos): {moves}',
    other: 'Camino desde la meta ({count} movimientos): {moves}',
  },
  'lab.node.forgotten': 'olvidado (RBFS abandonó su parte del árbol)',
  'lab.tree.count.forgotten': '{count} olvidados',
});
