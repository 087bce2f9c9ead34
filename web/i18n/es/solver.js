// The solver area of the es catalog (web/i18n/catalogs.js): what the C++ core says for people,
// by message id (solver.error.<id>: the ids and English templates of capabilities().messages;
// web/common/solver-message.js), and the worker's own words (solver.failure.<reason>).
export default Object.freeze({
  'solver.error.board-text-too-long':
    'el texto del tablero tiene más de {length} caracteres; un tablero tiene como mucho {max} casillas',
  'solver.error.empty-board': 'tablero vacío: no hay fichas',
  'solver.error.list-must-open': "una lista debe empezar por '['",
  'solver.error.quote-not-closed': 'una comilla ({quote}) no está cerrada',
  'solver.error.brackets-too-many-closing': "corchetes desequilibrados: sobra algún ']'",
  'solver.error.brackets-missing-closing': "corchetes desequilibrados: falta un ']'",
  'solver.error.text-after-list': 'texto después del corchete de cierre: {text}',
  'solver.error.cell-is-list':
    'una casilla es una lista ({text}); cada casilla debe ser un solo número',
  'solver.error.mixed-notation':
    'notación mezclada: una lista de filas no puede contener también fichas sueltas',
  'solver.error.not-a-number': '«{text}» no es un número',
  'solver.error.tile-not-integer': 'la ficha {text} no es un número entero',
  'solver.error.board-too-small': 'un tablero debe ser al menos de 2x2, no {size}',
  'solver.error.board-too-large': '{size} tiene {cells} casillas; el máximo es {max}',
  'solver.error.row-length': {
    one: 'la fila {row} tiene {count} ficha; se esperaban {expected}',
    other: 'la fila {row} tiene {count} fichas; se esperaban {expected}',
    many: 'la fila {row} tiene {count} de fichas; se esperaban {expected}',
  },
  'solver.error.rows-and-size-differ':
    'las filas forman un tablero de {rows}, pero el tamaño indicado es {size}',
  'solver.error.tile-count-for-size': 'se esperaban {expected} fichas para {size}, hay {got}',
  'solver.error.too-few-tiles': 'se esperaban al menos 4 fichas (2x2), hay {got}',
  'solver.error.too-many-tiles': 'se esperaban como mucho {max} fichas, hay {got}',
  'solver.error.size-unknown':
    'no se puede deducir el tamaño de un tablero de {tiles} fichas: indícalo con --size AnxAl, p. ej. --size {size}',
  'solver.error.size-no-rectangle':
    '{tiles} fichas (contando el hueco) no llenan ningún rectángulo de al menos 2x2: falta una ficha o sobra una',
  'solver.error.size-format': 'el tamaño «{text}» no tiene la forma AnxAl (p. ej. 4x4)',
  'solver.error.tile-twice': 'la ficha {tile} aparece dos veces',
  'solver.error.no-blank': 'no hay hueco (0)',
  'solver.error.blank-missing':
    'no hay hueco (0): un tablero de {size} tiene {tiles} fichas y el hueco, escrito 0 o _',
  'solver.error.tile-out-of-range': 'la ficha {tile} está fuera del rango 0..{max}',
  'solver.error.goal-invalid': 'objetivo: {problem}',
  'solver.error.walk-negative': 'la longitud del paseo no puede ser negativa',
  'solver.error.solvable':
    'Resoluble: las fichas están a {swaps} del objetivo (permutación {permutationParity}, hueco incluido) y el hueco está a {moves} de su casilla objetivo ({distanceParity}); las paridades coinciden.',
  'solver.error.unsolvable':
    'Irresoluble: las fichas están a {swaps} del objetivo (permutación {permutationParity}, hueco incluido) y el hueco está a {moves} de su casilla objetivo ({distanceParity}). Cada movimiento intercambia el hueco con una ficha y cambia ambas paridades a la vez, así que nunca pueden coincidir. Intercambiar las fichas {tileA} y {tileB} lo haría resoluble.',
  'solver.error.parity-rule':
    'Un tablero puede llegar al objetivo exactamente cuando coinciden dos paridades: la de la permutación que lo lleva al objetivo (hueco incluido) y la de la distancia del hueco a su casilla objetivo, porque cada movimiento cambia ambas. Aquí la permutación es {permutationParity} ({swaps}) y la distancia es de {moves} ({distanceParity}): {agreement}, así que es {verdict}.',
  'solver.error.width-rule-odd':
    'El ancho {width} es impar: una ficha que sube o baja adelanta a otras {others} (un número par) y un movimiento lateral no cambia el orden, así que las inversiones conservan su paridad, y el objetivo no tiene ninguna: un tablero es resoluble exactamente cuando su número de inversiones es par. Aquí: {inversions} ({inversionParity}), así que es {verdict}.',
  'solver.error.width-rule-odd-goal-order':
    'El ancho {width} es impar: una ficha que sube o baja adelanta a otras {others} (un número par) y un movimiento lateral no cambia el orden, así que las inversiones (contadas en el orden del objetivo) conservan su paridad, y el objetivo no tiene ninguna: un tablero es resoluble exactamente cuando su número de inversiones es par. Aquí: {inversions} ({inversionParity}), así que es {verdict}.',
  'solver.error.width-rule-even':
    'El ancho {width} es par: una ficha que sube o baja adelanta a otras {others} (un número impar) y mueve el hueco una fila, así que un tablero es resoluble exactamente cuando las inversiones más la fila del hueco contada desde abajo suman un número impar. Aquí: {inversions} + fila {row} = {sum} ({sumParity}), así que es {verdict}.',
  'solver.error.width-rule-even-goal-order':
    'El ancho {width} es par: una ficha que sube o baja adelanta a otras {others} (un número impar) y mueve el hueco una fila, así que un tablero es resoluble exactamente cuando las inversiones (contadas en el orden del objetivo) más las filas entre el hueco y su fila objetivo suman un número par. Aquí: {inversions} + {rows} = {sum} ({sumParity}), así que es {verdict}.',
  'solver.error.even': 'par',
  'solver.error.odd': 'impar',
  'solver.error.verdict-solvable': 'resoluble',
  'solver.error.verdict-unsolvable': 'irresoluble',
  'solver.error.parities-agree': 'coinciden',
  'solver.error.parities-differ': 'no coinciden',
  'solver.error.swaps': {
    one: '{count} intercambio',
    other: '{count} intercambios',
    many: '{count} de intercambios',
  },
  'solver.error.moves': {
    one: '{count} movimiento',
    other: '{count} movimientos',
    many: '{count} de movimientos',
  },
  'solver.error.inversions': {
    one: '{count} inversión',
    other: '{count} inversiones',
    many: '{count} de inversiones',
  },
  'solver.error.rows': { one: '{count} fila', other: '{count} filas', many: '{count} de filas' },
  'solver.error.unknown-algorithm': 'algoritmo desconocido «{name}»',
  'solver.error.unknown-heuristic': 'heurística desconocida «{name}»',
  'solver.error.unknown-metric': 'métrica desconocida «{name}»: stm o mtm',
  'solver.error.metric-algorithm':
    'la métrica de varias fichas (mtm) se busca con auto o idastar, no con {algorithm}',
  'solver.error.metric-heuristic':
    'la métrica de varias fichas (mtm) tiene su propia heurística (auto), no {heuristic}',
  'solver.error.metric-board-too-large':
    'la métrica de varias fichas (mtm) se resuelve en tableros de hasta {max} casillas, no {cells}',
  'solver.error.weight-range': 'el peso debe estar entre {min} y {max}',
  'solver.error.memory-budget-range': 'el límite de memoria debe estar entre {min} y {max} MB',
  'solver.error.think-range': 'el tiempo para pensar debe ser de {min} a {max} segundos',
  'solver.error.depth-limit-range':
    'el límite de profundidad debe ser un número entero de {min} a {max}',
  'solver.error.depth-limit-cut':
    'ninguna solución hasta la profundidad {depth}: el límite de profundidad cortó la búsqueda (puede existir una solución más larga)',
  'solver.error.tree-share-invalid':
    'la parte {index} de {count} no es una de 1 a {max} partes de un IDA* con bases de datos de patrones',
  'solver.error.all-optimal-board-too-large':
    'todas las soluciones óptimas (--all-optimal) se cuentan en tableros de hasta {max} casillas; este tiene {cells}',
  'solver.error.all-optimal-not-optimal':
    'todas las soluciones óptimas (--all-optimal) requieren una búsqueda óptima: auto, astar, idastar, bfs, ucs, iddfs, rbfs o bidirectional con una heurística admisible, no {algorithm} con {heuristic}',
  'solver.error.solution-limit-range':
    'el número de soluciones listadas (--limit) debe ser un entero de {min} a {max}',
  'solver.error.step-board-too-large':
    'el modo paso a paso ejecuta {algorithm} en tableros de hasta {max} casillas; idastar funciona con cualquier tamaño',
  'solver.error.step-heuristic-too-slow':
    'la heurística {heuristic} tarda demasiado en prepararse en tableros de más de {max} casillas para el modo paso a paso; elige linear-conflict o manhattan',
  'solver.error.cancelled': 'cancelado',
  'solver.error.time-limit': 'se alcanzó el límite de tiempo de {seconds} s',
  'solver.error.memory-budget-reached':
    'se alcanzó el límite de memoria tras {expanded} expansiones; IDA* o A* ponderado necesitan mucha menos memoria',
  'solver.error.out-of-memory':
    'sin memoria tras {expanded} expansiones; un límite de memoria menor detiene la búsqueda antes de que se agote la memoria del equipo',
  'solver.error.step-memory-budget-reached':
    'se alcanzó el límite de memoria de {mb} MB tras {expanded} expansiones',
  'solver.error.open-list-empty': 'la lista abierta se vació sin llegar al objetivo',
  'solver.error.not-started': 'no iniciado',
  'solver.error.step-before-start': 'step() antes de start(): no hay búsqueda que ejecutar',
  'solver.error.no-solution-internal': 'la búsqueda terminó sin solución (error interno)',
  'solver.error.verify-expected-step':
    'línea {line}: se esperaba "Step {step}: Move T dirección", pero dice "{text}"',
  'solver.error.verify-step-number':
    'línea {line}: paso {number} donde se esperaba el paso {expected}',
  'solver.error.verify-too-many-steps': 'línea {line}: más de {max} pasos',
  'solver.error.verify-declared-count':
    'línea {line}: la solución dice requerir {declared} pasos, pero enumera {count}',
  'solver.error.verify-repeat-count':
    'línea {line}: una repetición debe ser al menos 1, pero dice "{text}"',
  'solver.error.verify-row-length':
    'línea {line}: {count} números, pero una fila de este tablero {size} tiene {width} y un tablero entero {cells}',
  'solver.error.verify-board-tiles':
    'línea {line}: este tablero no contiene las fichas 0 a {max} una vez cada una',
  'solver.error.verify-board-rows':
    'línea {line}: el tablero que empieza aquí tiene {rows} de sus {height} filas',
  'solver.error.verify-letters-text-tile':
    'línea {line}: el texto dice que las letras son movimientos de la ficha, pero se eligió el hueco',
  'solver.error.verify-letters-text-blank':
    'línea {line}: el texto dice que las letras son movimientos del hueco, pero se eligió la ficha',
  'solver.error.verify-letters-unsaid':
    'línea {line}: indica si las letras mueven la ficha o el hueco: una primera línea "letters: tile" o "letters: blank"',
  'solver.error.verify-not-a-step':
    'línea {line}: no es un movimiento, una ficha, una letra ni una fila de tablero: "{text}"',
  'solver.error.verify-letters-value': 'request.letters debe ser "tile" o "blank"',
  'solver.error.verify-no-such-tile': 'no existe la ficha {tile} (las fichas van de 1 a {max})',
  'solver.error.verify-tile-not-next-to-blank': 'la ficha {tile} no está junto al hueco',
  'solver.error.verify-tile-wrong-side':
    'la ficha {tile} no puede moverse hacia {direction}: el hueco no está de ese lado',
  'solver.error.verify-no-tile-moves':
    'ninguna ficha puede moverse hacia {direction}: el hueco está en {wall}',
  'solver.error.verify-blank-at-wall':
    'el hueco no puede moverse hacia {direction}: está en {wall}',
  'solver.error.verify-board-unchanged': 'este tablero es igual al anterior',
  'solver.error.verify-board-not-one-move': 'este tablero no está a un movimiento del anterior',
  'solver.error.direction-up': 'arriba',
  'solver.error.direction-down': 'abajo',
  'solver.error.direction-left': 'la izquierda',
  'solver.error.direction-right': 'la derecha',
  'solver.error.wall-top': 'la fila de arriba',
  'solver.error.wall-bottom': 'la fila de abajo',
  'solver.error.wall-left': 'la columna izquierda',
  'solver.error.wall-right': 'la columna derecha',
  'solver.error.experiment-no-search': 'elige al menos una búsqueda',
  'solver.error.experiment-unknown-search': 'búsqueda desconocida «{name}»',
  'solver.error.experiment-depth-cap-negative': 'el límite de profundidad no puede ser negativo',
  'solver.error.experiment-node-cap': 'el límite de nodos debe ser al menos 1',
  'solver.error.experiment-no-depth': 'elige al menos una profundidad',
  'solver.error.experiment-per-depth-range':
    'los tableros por profundidad deben estar entre 1 y {max}',
  'solver.error.experiment-table-failed': 'no se pudo construir la tabla de distancias',
  'solver.error.experiment-too-many-boards': 'como mucho {max} tableros (la línea {line} sobra)',
  'solver.error.experiment-no-boards': 'no hay tableros: pega un tablero por línea',
  'solver.error.experiment-every-line-bad':
    'no hay tablero que ejecutar: todas las líneas tienen un error',
  'solver.error.experiment-line-size':
    'un tablero de {board}, pero la lista es de tableros de {list}',
  'solver.error.experiment-line-unsolvable': 'no puede llegar al objetivo: {reason}',
  'solver.error.experiment-depth-not-found':
    'no se encontró su longitud óptima en {nodes} nodos, así que se omite',
  'solver.error.depth-table-too-large':
    'los tableros a una profundidad exacta solo se generan para tableros de hasta {max} casillas (se recorre todo el espacio), no de {size}',
  'solver.error.depth-out-of-range':
    'ningún tablero está a {depth} movimientos de este objetivo: las profundidades van de 0 a {max}',
  'solver.error.database-not-kept':
    'la base de datos de patrones {name} no se guarda: no se pudo verificar al releerla',
  'solver.error.database-not-loaded':
    'no hay cargada ninguna base de datos de patrones llamada {name}',
  'solver.error.database-length-not-count':
    'base de datos de patrones: su longitud no es un número de bytes',
  'solver.error.database-too-long':
    'base de datos de patrones: {bytes} bytes es más que la mayor base de datos que guarda este solucionador ({max} bytes); rechazada antes de leerla',
  'solver.error.database-size-unknown':
    'base de datos de patrones: {bytes} bytes no es el tamaño de ninguna base de datos que guarde este solucionador',
  'solver.error.database-stored-as-other': 'el valor guardado como {name} es {other}',
  'solver.error.database-not-bytes':
    'base de datos de patrones: se esperaban los bytes como Uint8Array',
  'solver.error.database-unverifiable':
    'base de datos de patrones {name}: no se puede verificar (este solucionador no guarda su resumen), así que se construye aquí',
  'solver.error.database-digest-mismatch':
    'base de datos de patrones {name}: difiere de la tabla que construye este solucionador (el SHA-256 no coincide), así que se vuelve a construir',
  'solver.error.database-not-canonical':
    'base de datos de patrones: no está en la forma canónica que construye la caché',
  'solver.error.request-not-object':
    'petición: se esperaba un objeto {board, size, goal, algorithm, heuristic, weight, maxMemoryMB, openLimit}, no {type}',
  'solver.error.request-field-missing': 'falta request.{field}',
  'solver.error.request-field-type': 'request.{field} debe ser de tipo {expected}, no {type}',
  'solver.error.request-databases':
    'request.databases debe ser "standard", "large" o "quick", no "{value}"',
  'solver.error.experiment-request-not-object':
    'petición de experimento: se esperaba un objeto, no {type}',
  'solver.error.experiment-field-type': 'experiment.{field} debe ser de tipo {expected}, no {type}',
  'solver.error.experiment-depths-type': 'experiment.depths debe ser una lista de números',
  'solver.error.experiment-depths-count': 'experiment.depths: como mucho 1000 profundidades',
  'solver.error.experiment-searches-type': 'experiment.searches debe ser una lista de textos',
  'solver.error.pdb-not-loaded':
    'las bases de datos de patrones para este tamaño de tablero y objetivo no están cargadas',
  'solver.error.true-distance-unreachable': 'el objetivo no se puede alcanzar desde este tablero',
  'solver.error.true-distance-not-computed': 'no calculada',
  'solver.error.true-distance-by-pdb': 'IDA* con las bases de datos de patrones',
  'solver.error.true-distance-by-linear-conflict': 'IDA* con conflicto lineal',
  'solver.error.true-distance-pdb-budget':
    'IDA* con las bases de datos de patrones no terminó dentro de su presupuesto de expansiones',
  'solver.error.true-distance-linear-conflict-budget':
    'IDA* con conflicto lineal no terminó dentro de su presupuesto de expansiones',
  'solver.error.order-greedy':
    'menor h primero; a igual h, mayor g primero; después, el añadido más recientemente primero (último en entrar, primero en salir). Las entradas de nodos ya cerrados o alcanzados por un camino más barato se descartan al sacarlas.',
  'solver.error.order-breadth-first':
    'menor g primero (nivel a nivel); después, el añadido más recientemente primero (último en entrar, primero en salir). Las entradas de nodos ya cerrados o alcanzados por un camino más barato se descartan al sacarlas.',
  'solver.error.order-astar':
    'menor f = g + h primero; a igual f, mayor g primero (o sea, menor h); después, el añadido más recientemente primero (último en entrar, primero en salir). Las entradas de nodos ya cerrados o alcanzados por un camino más barato se descartan al sacarlas.',
  'solver.error.order-weighted':
    'menor f = {gWeight}·g + {hWeight}·h primero; a igual f, mayor g primero; después, el añadido más recientemente primero (último en entrar, primero en salir). Las entradas de nodos ya cerrados o alcanzados por un camino más barato se descartan al sacarlas.',
  'solver.error.order-idastar':
    'en profundidad: el nodo más profundo del camino se expande a continuación; sus hijos se prueban en un orden fijo (el hueco se mueve arriba, abajo, izquierda, derecha), sin deshacer nunca el último movimiento ni dar un rodeo que otro camino no más largo hace innecesario (como rodear un cuadrado de 2×2), y se corta un hijo cuyo f = g + h supera el umbral. Cuando el camino se vacía, el umbral pasa a ser el menor f cortado y la búsqueda vuelve a empezar desde el inicio.',
  'solver.error.order-dfs':
    'en profundidad: el nodo de arriba del camino se expande a continuación; sus hijos se prueban en un orden fijo (el hueco se mueve arriba, abajo, izquierda, derecha), nunca se entra en un hijo que ya está en el camino (un ciclo) y ningún camino supera el límite de profundidad de {limit}.',
  'solver.error.order-rbfs':
    'primero el mejor recursivo: se explora a continuación el hijo con la menor F respaldada, mientras su F no supere su límite f (la F de la mejor alternativa más arriba). Más allá, el subárbol se olvida y se guarda su F, para expandirlo otra vez cuando vuelva a ser el mejor.',
  'solver.error.order-bidirectional':
    'en anchura desde ambos extremos: una capa entera cada vez, en el lado cuya frontera es menor; dentro de una capa, primero en entrar, primero en salir. Se detiene cuando un lado alcanza un tablero que el otro lado ya alcanzó.',
  'solver.error.search-cancelled': 'Búsqueda cancelada',
  'solver.error.hint-cancelled': 'Pista cancelada',
  'solver.failure.start-file':
    'Esta página se abrió como archivo, y los navegadores no ejecutan su solucionador desde un archivo. Abre {file}, la versión sin conexión de la misma carpeta.',
  'solver.failure.start-csp':
    'La política de seguridad de este sitio (Content-Security-Policy) no permite que arranque el proceso en segundo plano del solucionador. Guarda la página y ábrela desde tu ordenador, o pide al responsable del sitio que permita workers desde URL blob: (worker-src blob:).',
  'solver.failure.start-download':
    'No se pudo descargar el código del solucionador. Comprueba la conexión y recarga la página.',
  'solver.failure.start-timeout':
    'El solucionador no arrancó a tiempo. Recarga la página; si vuelve a ocurrir, prueba otro navegador o el archivo sin conexión {file}.',
  'solver.failure.start-failed':
    'El solucionador no pudo arrancar en este navegador. Recarga la página; si vuelve a ocurrir, prueba otro navegador o el archivo sin conexión {file}.',
  'solver.failure.wasm-csp':
    "La política de seguridad de este sitio (Content-Security-Policy) no permite WebAssembly, que el solucionador necesita. Pide al responsable del sitio que permita 'wasm-unsafe-eval', o usa el archivo sin conexión {file}.",
  'solver.failure.wasm-download':
    'No se pudo descargar el archivo WebAssembly del solucionador. Comprueba la conexión y recarga la página.',
  'solver.failure.no-wasm':
    'Este navegador no puede ejecutar WebAssembly, que el solucionador necesita. Usa una versión actual de Firefox, Chrome, Edge o Safari.',
  'solver.failure.out-of-memory':
    'El solucionador se quedó sin memoria y se reinició. Baja el límite de memoria en Avanzado, o elige un algoritmo que necesite menos memoria (IDA*).',
  'solver.failure.cancel-not-honoured':
    'La búsqueda no se detuvo enseguida, así que el solucionador se reinició.',
  'solver.failure.crashed':
    'El solucionador sufrió un error interno y se reinició. Inténtalo de nuevo o cambia los ajustes.',
  'solver.failure.unknown-request':
    'El solucionador no entendió una petición de la página. Recarga la página.',
});
