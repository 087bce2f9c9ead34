// The page area of the Spanish catalog (web/i18n/catalogs.js).

export default Object.freeze({
  'page.unit.bytes': '{value} B',
  'page.unit.kb': '{value} KB',
  'page.unit.mb': '{value} MB',
  'page.unit.gb': '{value} GB',
  'page.unit.ms': '{value} ms',
  'page.unit.s': '{value} s',
  'page.status.cannotBeSolved': 'Este tablero no se puede resolver. {reason}',
  'page.status.invalidBoard': 'Tablero no válido: {reason}',
  'page.status.alreadySolved': 'Este tablero ya está resuelto.',
  'page.status.ready': 'Listo para resolver.',
  'page.status.cancelled': 'Búsqueda cancelada.',
  'page.status.memoryBudgetOf':
    'La búsqueda agotó su presupuesto de memoria de {mb} MB y se detuvo sin solución.',
  'page.status.memoryBudget':
    'La búsqueda agotó su presupuesto de memoria y se detuvo sin solución.',
  'page.status.limit': 'La búsqueda se detuvo en su límite: {reason}',
  'page.status.failed': 'La búsqueda falló: {reason}',
  'page.status.depthLimitAdvice':
    'La búsqueda en profundidad se detuvo en su límite: sube el Límite de profundidad en la tarjeta Solucionador o elige una búsqueda que encuentre una solución más corta.',
  'page.status.limitAdvice':
    'Prueba IDA* (casi no necesita memoria), una heurística más fuerte, A* ponderado o la búsqueda voraz, o aumenta el presupuesto de memoria en Avanzado.',
  'page.direction.up': 'hacia arriba',
  'page.direction.down': 'hacia abajo',
  'page.direction.left': 'a la izquierda',
  'page.direction.right': 'a la derecha',
  'page.move.label': 'Mover el {tile} {direction}',
  'page.move.solutionRequires': {
    one: 'La solución requiere {steps} paso',
    other: 'La solución requiere {steps} pasos',
    many: 'La solución requiere {steps} pasos',
  },
  'page.move.solutionNotProven': {
    one: 'Una solución de {moves} movimiento (sin probar que sea la más corta)',
    other: 'Una solución de {moves} movimientos (sin probar que sea la más corta)',
    many: 'Una solución de {moves} movimientos (sin probar que sea la más corta)',
  },
  'page.move.count': {
    one: '{count} movimiento',
    other: '{count} movimientos',
    many: '{count} movimientos',
  },
  'page.status.solverStopped':
    'El solucionador dejó de funcionar. Recarga la página para iniciarlo de nuevo.',
  'page.status.downloadingDatabases': 'Descargando bases de datos de patrones… {percent} %',
  'page.status.buildingDatabases': 'Construyendo bases de datos de patrones… {percent} %',
  'page.status.shortening': 'Acortando la solución… Cancelar conserva la mejor hasta ahora.',
  'page.status.stoppedEarly': 'Detenido: {solution}, la mejor encontrada hasta ahora.',
  // The progress figures' Elapsed while auto thinks: the time gone and the time it was given.
  'page.progress.elapsedOfThink': '{elapsed} de {limit} como máximo',
  'page.status.thinkingDone':
    '{solution}. Terminó de pensar tras {time}: más tiempo no la acortaría.',
  'page.status.solving': 'Resolviendo…',
  'page.board.tileMoved': 'Ficha {tile} movida {direction}. {moves}.',
  'page.board.undone': 'Deshecho: {move}',
  'page.board.redone': 'Rehecho: {move}',
  'page.status.solvedIn': 'Resuelto en {moves}.',
  'page.status.leftSolution':
    'Te saliste de la solución: resuelve de nuevo desde aquí o reinicia para volver a su inicio.',
  'page.board.cannotUndo': 'No se puede deshacer aquí: el tablero se ha movido desde entonces.',
  'page.board.cannotRedo': 'No se puede rehacer aquí: el tablero se ha movido desde entonces.',
  'page.board.noTileUp':
    'Ninguna ficha puede deslizarse hacia arriba: el hueco está en la fila de abajo.',
  'page.board.noTileDown':
    'Ninguna ficha puede deslizarse hacia abajo: el hueco está en la fila de arriba.',
  'page.board.noTileLeft':
    'Ninguna ficha puede deslizarse a la izquierda: el hueco está en la columna de la derecha.',
  'page.board.noTileRight':
    'Ninguna ficha puede deslizarse a la derecha: el hueco está en la columna de la izquierda.',
  'page.status.backToStart': 'De vuelta a la posición inicial.',
  'page.board.swapped': 'Fichas {a} y {b} intercambiadas. {status}',
  'page.status.sizeWhole': 'El ancho y el alto deben ser números enteros.',
  'page.status.shuffleFailed': 'No se pudo mezclar: {reason}',
  'page.status.fixText': '{problem} Corrige el texto del tablero para resolverlo.',
  'page.error.size-unknown':
    'no se puede deducir el tamaño de un tablero de {tiles} fichas: elige antes su tamaño en el menú Tamaño (p. ej. {size}), o escribe el tablero por filas (1 2 3 / 4 5 0)',
  'page.size.problem':
    'El ancho y el alto deben ser al menos {min} cada uno, con {max} casillas como máximo en total.',
  'page.solve.labBusy': 'Esperando a que termine la búsqueda del laboratorio',
  'page.databases.built':
    'Bases de datos de patrones construidas en {seconds} s y guardadas en este navegador: los próximos tableros de este tamaño empiezan al instante.',
  'page.databases.downloaded':
    'Bases de datos de patrones descargadas y comprobadas en {seconds} s, y guardadas en este navegador.',
  'page.databases.stored':
    'Bases de datos de patrones cargadas del almacenamiento de este navegador en {seconds} s.',
  'page.databases.builtForVisit':
    'Bases de datos de patrones construidas en {seconds} s, solo para esta visita: este navegador no pudo guardarlas.',
  'page.databases.downloadedForVisit':
    'Bases de datos de patrones descargadas y comprobadas en {seconds} s, solo para esta visita: este navegador no pudo guardarlas.',
  'page.databases.quick':
    'Respondido con las bases de datos de patrones pequeñas (5-5-5), construidas aquí en {seconds} s; las completas (6-6-3) se están construyendo en segundo plano para los próximos tableros.',
  'page.databases.quickOnly':
    'Respondido con las bases de datos de patrones pequeñas (5-5-5), construidas aquí en {seconds} s: este navegador no puede construir las completas (6-6-3) en segundo plano.',
  'page.databases.buildingInstead':
    '{why} En su lugar se están construyendo aquí, lo que lleva varios segundos.',
  'page.databases.why.stalled': 'La descarga de las bases de datos de patrones se detuvo.',
  'page.databases.why.tooSlow':
    'La descarga de las bases de datos de patrones era demasiado lenta para terminar a tiempo.',
  'page.databases.why.offline':
    'Se perdió la conexión mientras se descargaban las bases de datos de patrones.',
  'page.databases.why.http':
    'El sitio respondió a la descarga de las bases de datos de patrones con HTTP {status}.',
  'page.databases.why.failed': 'La descarga de las bases de datos de patrones falló.',
  'page.databases.why.refused':
    'Las bases de datos de patrones descargadas no superaron la comprobación.',
  'page.playback.nothing': 'Todavía no hay ninguna solución que reproducir.',
  'page.playback.noSolution': 'Aún no hay solución',
  'page.playback.start': {
    one: 'Inicio: falta {steps} paso',
    other: 'Inicio: faltan {steps} pasos',
    many: 'Inicio: faltan {steps} pasos',
  },
  'page.playback.offPath': {
    one: 'Fuera de la solución ({steps} paso desde su inicio)',
    other: 'Fuera de la solución ({steps} pasos desde su inicio)',
    many: 'Fuera de la solución ({steps} pasos desde su inicio)',
  },
  'page.playback.step': 'Paso {position} de {length}: {move}',
  'page.playback.stepSolved': '{step}. Resuelto.',
  'page.playback.paused': 'En pausa en el paso {position} de {length}.',
  'page.playback.played': {
    one: 'Se reprodujo {length} paso.',
    other: 'Se reprodujeron los {length} pasos.',
    many: 'Se reprodujeron los {length} pasos.',
  },
  'page.playback.playedSolved': {
    one: 'Se reprodujo {length} paso. Resuelto.',
    other: 'Se reprodujeron los {length} pasos. Resuelto.',
    many: 'Se reprodujeron los {length} pasos. Resuelto.',
  },
  'page.url.ignoredAlgorithm': 'Se ignoró el algoritmo «{name}»: las opciones son {choices}.',
  'page.url.ignoredHeuristic': 'Se ignoró la heurística «{name}»: las opciones son {choices}.',
  'page.url.ignoredDepthLimit':
    'Se ignoró el parámetro "depth": se esperaba un número entero de {min} a {max}.',
  'page.url.ignoredThink':
    'Se ignoró el parámetro «think»: se esperaba un número de segundos de {min} a {max}.',
  'page.url.ignoredWeight':
    'Se ignoró el parámetro «weight»: se esperaba un número de {min} a {max}.',
  'page.heuristic.inadmissible': '{name} (no admisible)',
  'page.team.smallMemory':
    'Este dispositivo indica {gigabytes} GB de memoria, así que los 15-puzzles se resuelven con las bases de datos de patrones pequeñas (11,5 MB) en un solo worker.',
  'page.team.loading':
    'Cargando las bases de datos de patrones grandes para 15-puzzles (58 MB)… {percent} %',
  'page.team.ready':
    'Los 15-puzzles los buscan {workers} workers con las bases de datos de patrones grandes (58 MB).',
  'page.team.unavailable':
    'No se pudieron usar aquí las bases de datos de patrones grandes; los 15-puzzles se resuelven con las normales en un solo worker.',
  'page.team.saveData':
    'El ahorro de datos está activado, así que los 15-puzzles se resuelven con las bases de datos de patrones pequeñas (11,5 MB) en un solo worker; las grandes (58 MB) no se descargan.',
  'page.team.slowConnection':
    'Esta conexión es lenta, así que los 15-puzzles se resuelven con las bases de datos de patrones pequeñas (11,5 MB) en un solo worker; las grandes (58 MB) no se descargan.',
  'page.team.phone':
    'En un teléfono, los 15-puzzles se resuelven con las bases de datos de patrones pequeñas (11,5 MB) en un solo worker: las grandes (58 MB) costarían datos y memoria por una mejora demasiado pequeña para notarse.',
  'page.solution.team': 'Equipo de búsqueda',
  'page.solution.teamValue': '{workers} workers, bases de datos de patrones {databases}',
  'page.solver.autoSummary':
    'Elige el método: una solución más corta para tableros de hasta {cells} casillas y una rápida casi óptima por encima.',
  'page.solver.notOptimal':
    'Rápido, pero la solución que encuentra puede ser más larga que la más corta.',
  'page.solver.overestimates':
    'Esta heurística puede sobrestimar, así que la solución puede ser más larga que la más corta.',
  'page.solver.optimal': 'Encuentra una solución más corta.',
  'page.solver.memoryRange':
    'El presupuesto de memoria debe ser un número entero de {min} a {max} MB.',
  'page.solver.memoryCorrected':
    'El límite de memoria guardado en este navegador, {kept} MB, está fuera de {min} a {max} MB: el campo «Límite de memoria» tiene ahora {used} MB, y «Resolver» usa ese valor.',
  'page.solver.depthLimitRange':
    'El límite de profundidad debe ser un número entero de {min} a {max}.',
  'page.solver.thinkRange':
    'El tiempo para pensar debe ser un número de segundos de {min} a {max}, o vacío.',
  'page.solver.weightRange': 'El peso debe ser un número de {min} a {max}.',
  'page.algorithm.auto': 'Automático (el óptimo más rápido donde sea factible)',
  'page.algorithm.astar': 'A*',
  'page.algorithm.idastar': 'IDA* (A* de profundización iterativa)',
  'page.algorithm.wastar': 'A* ponderado',
  'page.algorithm.widastar': 'IDA* ponderado',
  'page.algorithm.greedy': 'Primero el mejor voraz',
  'page.algorithm.bfs': 'Búsqueda en anchura',
  'page.algorithm.ucs': 'Búsqueda de coste uniforme',
  'page.algorithm.dfs': 'Búsqueda en profundidad (con límite)',
  'page.algorithm.iddfs': 'Profundización iterativa (en profundidad)',
  'page.algorithm.rbfs': 'Búsqueda recursiva primero el mejor (RBFS)',
  'page.algorithm.bidirectional': 'Búsqueda en anchura bidireccional',
  'page.algorithm.constructive': 'Fila a fila (constructivo, cualquier tamaño)',
  'page.algorithm.line-beam': 'Línea a línea con búsquedas en haz',
  'page.algorithm.row-by-row': 'Fila a fila, pieza a pieza',
  'page.algorithmShort.auto': 'Auto',
  'page.algorithmShort.astar': 'A*',
  'page.algorithmShort.idastar': 'IDA*',
  'page.algorithmShort.wastar': 'A* ponderado',
  'page.algorithmShort.widastar': 'IDA* ponderado',
  'page.algorithmShort.greedy': 'Voraz',
  'page.algorithmShort.bfs': 'BFS',
  'page.algorithmShort.ucs': 'Coste uniforme',
  'page.algorithmShort.dfs': 'DFS',
  'page.algorithmShort.iddfs': 'IDDFS',
  'page.algorithmShort.rbfs': 'RBFS',
  'page.algorithmShort.bidirectional': 'BFS bidireccional',
  'page.algorithmShort.constructive': 'Fila a fila',
  'page.heuristic.auto': 'Automática (la más fuerte que quepa)',
  'page.heuristic.misplaced': 'Fichas mal colocadas',
  'page.heuristic.misplaced-with-blank': 'Fichas mal colocadas, contando el hueco (no admisible)',
  'page.heuristic.manhattan': 'Distancia Manhattan',
  'page.heuristic.euclidean': 'Distancia euclídea',
  'page.heuristic.linear-conflict': 'Conflicto lineal',
  'page.heuristic.mixed': '0,6 Manhattan + 0,1 mal colocadas + 0,3 euclídea',
  'page.heuristic.mtm-walking-distance': 'Distancia de recorrido de varias fichas (MTM)',
  'page.heuristic.pdb': 'Bases de datos de patrones aditivas',
  'page.heuristic.parity-manhattan':
    'Manhattan, a la mitad cuando el hueco está a un número impar de movimientos de su casilla objetivo (admisible, inconsistente)',
  'page.url.ignored': 'Se ignoró el parámetro «{name}»: {why}.',
  'page.url.tooLong': 'tiene más de {max} caracteres',
  'page.url.expectedSize': 'se esperaba AnchoxAlto, p. ej. 4x4',
  'page.url.unknownName': 'no es un nombre conocido',
  'page.url.expectedNumber': 'se esperaba un número',
  'page.url.expectedSpeed': 'se esperaban movimientos por segundo de {min} a {max}',
  'page.url.expectedWhole': 'se esperaba un número entero',
  'page.url.expectedOneOf': 'se esperaba uno de {choices}',
  'page.url.expectedExpansions': 'se esperaba un número entero de expansiones',
  'page.url.expectedSeed': 'se esperaba un número entero de 0 a {max}',
  'page.url.expectedCompare': 'se esperaba una lista como astar:manhattan,idastar:pdb',
  'page.url.repeated':
    'El parámetro «{name}» aparece más de una vez: se usa el primero, «{value}».',
  'page.url.startNeedsStep': 'solo se lee junto con «step»',
  'page.url.ignoredSize':
    'Se ignoró el parámetro «size» ({size}): {reason} El menú «Tamaño» muestra los tamaños que admite el solucionador.',
  'page.solution.copied': 'Solución copiada al portapapeles.',
  'page.solution.urdlCopied':
    'Solución copiada como URDL (cada letra, hacia dónde se desliza una ficha).',
  'page.solution.copyRefused':
    'Este navegador no permitió copiar: descarga la solución como texto.',
  'page.solution.yes': 'sí',
  'page.solution.no': 'no',
  'page.solution.length': 'Longitud',
  'page.solution.shortestPossible': 'La más corta posible',
  'page.solution.lowerBound': 'Cota inferior',
  'page.solution.algorithm': 'Algoritmo',
  'page.solution.heuristic': 'Heurística',
  'page.solution.expanded': 'Expandidos',
  'page.solution.generated': 'Generados',
  'page.solution.maxFrontier': 'Frontera máxima',
  'page.solution.time': 'Tiempo',
  'page.solution.methodImproved': '{method}, después acortada tramo a tramo',
  'page.figure.notApplicable': 'no se aplica',
  'page.solution.peakMemory': 'Memoria máxima',
  'page.optimal.counting': 'Contando todas las soluciones óptimas…',
  'page.optimal.count': {
    one: '{count} solución óptima',
    other: '{count} soluciones óptimas',
    many: '{count} soluciones óptimas',
  },
  'page.optimal.partial': {
    one: 'Al menos {count} solución óptima: {why}',
    other: 'Al menos {count} soluciones óptimas: {why}',
    many: 'Al menos {count} soluciones óptimas: {why}',
  },
  'page.optimal.saturated': {
    one: 'Al menos {count} solución óptima: el conteo se detuvo en su número más grande',
    other: 'Al menos {count} soluciones óptimas: el conteo se detuvo en su número más grande',
    many: 'Al menos {count} soluciones óptimas: el conteo se detuvo en su número más grande',
  },
  'page.optimal.cancelled':
    'El conteo de soluciones óptimas se canceló antes de terminar; pídelo de nuevo para contarlas todas.',
  'page.optimal.inMtm': '{summary}, contadas en movimientos MTM',
  'page.optimal.failed': 'No se pudieron contar las soluciones óptimas.',
  'page.optimal.more': {
    one: 'y {count} más, sin listar',
    other: 'y {count} más, sin listar',
    many: 'y {count} más, sin listar',
  },
  'page.optimal.playing': 'Solución óptima {number} de {total}: {moves}',
  'page.solution.more':
    'La lista muestra los primeros {listed} movimientos; los {rest} restantes están en la solución copiada.',
  'page.hint.distanceUnchecked': 'La distancia al objetivo aparece cuando se compruebe el tablero.',
  'page.hint.distanceWaits': 'La distancia al objetivo espera a que termine la búsqueda.',
  'page.hint.distanceAfterPlayback':
    'La distancia al objetivo aparece cuando se detenga la reproducción.',
  'page.hint.notChecked': 'Aún no hay pista: el tablero no está comprobado.',
  'page.hint.waits': 'La pista espera a que termine la búsqueda.',
  'page.hint.finding': 'Buscando el mejor movimiento…',
  'page.hint.needsCheck': 'Las pistas necesitan un tablero comprobado',
  'page.hint.busy': 'Esperando a que termine la búsqueda',
  'page.hint.title': 'Muestra el siguiente movimiento de un camino más corto (H)',
  'page.hint.measuring': 'Midiendo la distancia al objetivo…',
  'page.hint.distanceSolved': '{figure} hasta el objetivo: resuelto.',
  'page.hint.distanceShortest': '{figure} hasta el objetivo (camino más corto)',
  'page.hint.atLeast': 'Al menos {moves}',
  'page.hint.distanceBound':
    '{figure} hasta el objetivo (una cota inferior: el camino más corto es demasiado largo para encontrarlo en un momento)',
  'page.hint.distanceUnsolvable': 'El objetivo no se puede alcanzar desde este tablero.',
  'page.hint.noDistance': 'Sin distancia: {reason}.',
  'page.hint.noAnswer': 'el solucionador no dio respuesta',
  'page.hint.solved': 'Resuelto: el tablero está en el objetivo, no queda nada por mover.',
  'page.hint.slide': 'Pista: desliza el {tile} {direction}. Pulsa Pista otra vez para jugarla.',
  'page.hint.tooFar':
    'Aún no hay pista: el camino más corto desde aquí tiene al menos {moves}, demasiado largo para encontrarlo en un momento. Resolver encuentra un camino.',
  'page.hint.tooFarDatabases':
    'Aún no hay pista: el camino más corto desde aquí tiene al menos {moves}, demasiado largo para encontrarlo en un momento. Resolver encuentra un camino (y prepara las bases de datos de patrones, que hacen rápidas las pistas del 15-puzzle).',
  'page.hint.unsolvable':
    'Sin pista: este tablero nunca puede llegar al objetivo. El estado de arriba explica por qué.',
  'page.hint.noHint': 'Sin pista: {reason}.',
  'page.play.measuring': '{played}: midiendo el más corto…',
  'page.play.notMeasurable': '{played}: no se pudo medir el más corto',
  'page.play.shortest': '{played}: el más corto es {value}',
  'page.play.shortestAtLeast': '{played}: el más corto es de al menos {value}',
  'page.play.time': 'Tiempo {time}.',
  'page.play.perfect': '¡Una solución más corta!',
  'page.play.newBest': 'Un nuevo récord en este tablero.',
  'page.play.announce': 'Resuelto a mano: {headline}. {detail}',
  'page.speedsolve.scramble': 'Mezcla {scramble}',
  'page.speedsolve.noScramble': 'No hay ninguna mezcla en el tablero.',
  'page.speedsolve.phase.none': 'Pulsa Nueva mezcla para empezar una resolución cronometrada.',
  'page.speedsolve.phase.ready': 'Tu primer movimiento pone en marcha el reloj.',
  'page.speedsolve.phase.inspecting':
    'Inspección: tu primer movimiento pone en marcha el reloj; en 0 arranca solo.',
  'page.speedsolve.phase.running': 'Cronometrando…',
  'page.speedsolve.phase.solved': 'Resuelto. Repite, o toma una nueva mezcla.',
  'page.speedsolve.solved': 'Resuelto en {time}: {moves}, {tps} TPS.',
  'page.speedsolve.solvedDnf':
    'Meta alcanzada en {time}: {moves}, contada como DNF (se pidió una pista, o la resolución es demasiado larga para guardarla).',
  'page.speedsolve.copyUrdl': 'Copiar la resolución {number} como URDL',
  'page.speedsolve.scrambleCopied': 'Mezcla copiada al portapapeles.',
  'page.speedsolve.urdlCopied': 'Resolución copiada como URDL.',
  'page.speedsolve.copyRefused': 'El navegador no permite copiar aquí.',
  'page.speedsolve.replay': 'Repetir la resolución {number}',
  'page.speedsolve.replayHeading': 'Repetición de la resolución {number} ({scramble})',
  'page.speedsolve.replayAt': 'Movimiento {move} de {total} · {time}',
  'page.speedsolve.replayAtMtm': 'Movimiento MTM {move} de {total} · {time}',
  'page.speedsolve.analysisMtm':
    'Contado en MTM, como esta resolución: una línea de fichas deslizada a la vez es un movimiento, y las distancias, los movimientos perdidos y las soluciones óptimas son movimientos MTM.',
  'page.speedsolve.efficiencyParts': '{moves} / {manhattan}',
  'page.speedsolve.efficiencyPartsStm': '{moves} STM / {manhattan}',
  'page.speedsolve.countMtm': '{count} MTM',
  'page.speedsolve.replayPlay': 'Reproducir',
  'page.speedsolve.replayPause': 'Pausa',
  'page.speedsolve.analysing': 'Midiendo la distancia mínima: tablero {done} de {total}…',
  'page.speedsolve.analysed': 'Cada tablero medido con una búsqueda óptima.',
  'page.speedsolve.analysedBounds':
    'Algunos tableros no se resolvieron en un minuto: «≥ N» es una cota inferior demostrada, y los movimientos junto a ellos no se juzgan.',
  'page.speedsolve.analysisStopped': 'Análisis detenido tras {done} de {total} tableros.',
  'page.speedsolve.analysisTooBig':
    'Sin análisis por encima de 4×4: una búsqueda óptima de cada tablero tardaría demasiado.',
  'page.speedsolve.atLeast': '≥ {distance}',
  'page.speedsolve.lostMark': 'perdido',
  'page.speedsolve.optimalHereText': '{moves} desde el movimiento {move}: {urdl}',
  'page.speedsolve.optimalHereGoal': 'Tras el movimiento {move} ya está resuelto.',
  'page.speedsolve.optimalHereUnknown': 'Desconocida para este tablero: su búsqueda no terminó.',
  'page.url.expectedScramble':
    'se esperaba un tamaño y una semilla, como 4x4:123456 (de 2×2 a 256 casillas, semilla de 0 a 4294967295)',
  'page.play.inTime': 'en {time}',
  'page.play.bestTime': 'Mejor tiempo {time} ({moves})',
  'page.play.bestShortest': 'el más corto, {moves}',
  'page.play.bestShortestAtLeast': 'el más corto, al menos {moves}',
  'page.play.bestLine': '{parts}.',
  'page.play.day': '{date}',
  'page.board.doneEditing': 'Terminar de editar',
  'page.board.edit': 'Editar el tablero intercambiando fichas',
  'page.board.label': 'Tablero del puzle',
  'page.board.stale': 'No es el tablero escrito: corrige el texto',
  'page.board.hintSlide': 'Pista: deslizar {direction}',
  'page.board.blank': 'Hueco',
  'page.board.tile': 'Ficha {tile}',
  'page.facts.solvable': 'Resoluble',
  'page.facts.inversions': 'Inversiones',
  'page.facts.blankDistance': 'Distancia del hueco al objetivo',
  'page.puzzle.name8': '8-puzzle',
  'page.puzzle.name15': '15-puzzle',
  'page.puzzle.name24': '24-puzzle',
  'page.puzzle.sizeNamed': '{size} ({name})',
  'page.puzzle.otherSize': 'Otro: ancho × alto',
  'page.share.linkCopied': 'Enlace copiado al portapapeles.',
  'page.share.copyThisLink': 'Copia este enlace: {link}',
  'page.share.embedCopied':
    'Código de inserción copiado: pégalo en el HTML de la página del curso.',
  'page.share.selectEmbed': 'Selecciona el código de inserción de abajo y cópialo.',
  'page.share.slidingPuzzle': 'puzle deslizante {size}',
  'page.share.embedTitle': 'N-Puzzle Lab: {puzzle}, tablero {board}',
  'page.share.drawFailed': 'Este navegador no pudo dibujar la imagen.',
  'page.picture.pastedItem': 'El elemento pegado',
  'page.picture.notImage':
    '{name} no es una imagen ({type}). Elige un archivo PNG, JPEG, GIF, WebP o SVG.',
  'page.picture.empty': '{name} está vacío.',
  'page.picture.tooLarge': '{name} ocupa más de 40 MB: elige una imagen más pequeña.',
  'page.picture.unreadable':
    '{name} no se pudo leer como imagen: puede estar dañada o en un formato que este navegador no puede mostrar.',
  'page.picture.noPixels': '{name} no tiene píxeles.',
  'page.picture.storeFailed': 'Este navegador no pudo guardar la imagen.',
  'page.picture.sceneLake': 'Lago de montaña',
  'page.picture.sceneBalloons': 'Globos',
  'page.picture.scenePatchwork': 'Patchwork',
  'page.picture.removed': 'Imagen quitada: las fichas muestran números.',
  'page.picture.onTiles': 'Imagen en las fichas.',
  'page.picture.namedOnTiles': 'Imagen {name} en las fichas.',
  'page.picture.unusable': 'No se pudo usar la imagen.',
  'page.picture.numbersShown': 'Números visibles sobre la imagen.',
  'page.picture.numbersHidden': 'Números ocultos.',
  'page.picture.zoom': 'Zoom {zoom}. {frame}',
  'page.picture.frame': 'Encuadre a {left} % de la izquierda y {top} % de arriba.',
  'page.picture.notKept':
    'Este navegador no deja que la página guarde la imagen (una ventana privada o un marco aislado): solo se muestra en esta visita.',
  'page.image.title': 'Puzle deslizante {size}: {board}',
  'page.image.pictureTitle': 'Puzle deslizante {size} con una imagen: {board}',
  'page.board.miniLabel': 'Tablero {board}',
  'page.shortcut.nothingToRedo': 'No hay nada que rehacer.',
  'page.shortcut.noStepForward': 'No hay paso siguiente.',
  'page.shortcut.noStepBack': 'No hay paso anterior.',
  'page.shortcut.nothingToUndo': 'No hay nada que deshacer.',
  'page.shortcut.solveUnavailable': 'Resolver no está disponible para este tablero ahora mismo.',
  'page.shortcut.timedSolvesUnavailable':
    'Las resoluciones cronometradas no forman parte de este tablero incrustado.',
  'page.shortcut.scrambleWhileSolving':
    'Una mezcla espera a que el solucionador termine: pulsa Cancelar primero.',
  'page.preferences.noMemory': 'Este navegador no deja que la página recuerde nada aquí.',
  'page.preferences.remembers': 'Este navegador recuerda tu tablero y tus ajustes.',
  'page.status.loading': 'Cargando el solucionador…',
  'page.board.segmentMoved': 'Fichas {tiles} movidas {direction}. {moves}.',
  'page.metric.mtmMoves': {
    one: '{count} movimiento MTM',
    other: '{count} movimientos MTM',
    many: '{count} movimientos MTM',
  },
  'page.metric.both': '{stm} STM · {mtm} MTM',
  'page.metric.tag': 'MTM',
  'page.metric.tagTitle':
    'Contado en movimientos de fila: una línea entera deslizada de una vez es un movimiento',
  'page.play.shortestStm': '{played}: el más corto es de {value} STM',
  'page.play.shortestAtLeastStm': '{played}: el más corto es de al menos {value} STM',
  'page.metric.stmMoves': {
    one: '{count} movimiento STM',
    other: '{count} movimientos STM',
    many: '{count} movimientos STM',
  },
  'page.metric.outOfReach':
    'Los caminos más cortos se cuentan en MTM en tableros de hasta {cells} casillas; en este tablero las cifras cuentan movimientos de una ficha (STM).',
  'page.metric.solveStm':
    'Resuelto en STM: la métrica de varias fichas (Métrica: MTM) solo se resuelve con el Algoritmo Auto o IDA*, y está elegido {algorithm}.',
  'page.move.segmentLabel': 'Mover {tiles} {direction}',
  'page.hint.slideLine':
    'Pista: desliza {tiles} {direction}, un movimiento MTM. Pulsa Pista otra vez para hacerlo.',
  'page.play.shortestMtm': '{played} — el más corto es de {value} MTM',
  'page.play.shortestAtLeastMtm': '{played} — el más corto es de al menos {value} MTM',
  'page.metric.solveSlow':
    'Contando en MTM: en un tablero de este tamaño la búsqueda de varias fichas puede tardar minutos. Cancelar la detiene; con Métrica: STM, Resolver tarda un momento.',
});
