// The solver area of the zh catalog (web/i18n/catalogs.js): what the C++ core says for people,
// by message id (solver.error.<id>: the ids and English templates of capabilities().messages;
// web/common/solver-message.js), and the worker's own words (solver.failure.<reason>).
export default Object.freeze({
  'solver.error.board-text-too-long': '棋盘文本超过 {length} 个字符；一个棋盘最多有 {max} 个格子',
  'solver.error.empty-board': '空棋盘：没有给出方块',
  'solver.error.list-must-open': "列表必须以 '[' 开头",
  'solver.error.quote-not-closed': '引号（{quote}）没有闭合',
  'solver.error.brackets-too-many-closing': "括号不配对：']' 太多",
  'solver.error.brackets-missing-closing': "括号不配对：缺少 ']'",
  'solver.error.text-after-list': '右括号后面还有文本：{text}',
  'solver.error.cell-is-list': '有一个格子是列表（{text}）；每个格子必须是一个数字',
  'solver.error.mixed-notation': '写法混杂：由行组成的列表不能同时包含单独的方块',
  'solver.error.not-a-number': '“{text}”不是数字',
  'solver.error.tile-not-integer': '方块 {text} 不是整数',
  'solver.error.board-too-small': '棋盘至少要 2x2，而这里是 {size}',
  'solver.error.board-too-large': '{size} 有 {cells} 个格子；最多 {max} 个',
  'solver.error.row-length': '第 {row} 行有 {count} 个方块，应为 {expected} 个',
  'solver.error.rows-and-size-differ': '这些行组成 {rows} 的棋盘，但给定的尺寸是 {size}',
  'solver.error.tile-count-for-size': '{size} 应有 {expected} 个方块，实际为 {got} 个',
  'solver.error.too-few-tiles': '至少需要 4 个方块（2x2），实际为 {got} 个',
  'solver.error.too-many-tiles': '最多 {max} 个方块，实际为 {got} 个',
  'solver.error.size-unknown':
    '无法判断 {tiles} 个方块的棋盘尺寸：请用 --size 宽x高 给出尺寸，例如 --size {size}',
  'solver.error.size-no-rectangle':
    '{tiles} 个方块（含空格）拼不成至少 2x2 的矩形：少了一个方块或多了一个',
  'solver.error.size-format': '尺寸“{text}”不是 宽x高 的形式（例如 4x4）',
  'solver.error.tile-twice': '方块 {tile} 出现了两次',
  'solver.error.no-blank': '没有空格（0）',
  'solver.error.blank-missing':
    '没有空格（0）：{size} 的棋盘有 {tiles} 个方块和一个空格，空格写作 0 或 _',
  'solver.error.tile-out-of-range': '方块 {tile} 超出范围 0..{max}',
  'solver.error.goal-invalid': '目标：{problem}',
  'solver.error.walk-negative': '随机步数不能为负',
  'solver.error.solvable':
    '可解：方块与目标相差 {swaps}（{permutationParity}置换，含空格），空格离它的目标格有 {moves}（{distanceParity}）；两个奇偶性一致。',
  'solver.error.unsolvable':
    '不可解：方块与目标相差 {swaps}（{permutationParity}置换，含空格），空格离它的目标格有 {moves}（{distanceParity}）。每一步都让空格与一个方块交换，同时翻转两个奇偶性，所以它们永远无法一致。交换方块 {tileA} 和 {tileB} 就能使它可解。',
  'solver.error.parity-rule':
    '一个棋盘能到达目标，当且仅当两个奇偶性一致：把它变成目标的置换（含空格）的奇偶性，以及空格到其目标格距离的奇偶性，因为每一步都会同时翻转两者。这里的置换为{permutationParity}置换（{swaps}），距离为 {moves}（{distanceParity}）：{agreement}，所以它{verdict}。',
  'solver.error.width-rule-odd':
    '宽度 {width} 是奇数：上下移动的方块越过另外 {others} 个方块（偶数个），左右移动不改变顺序，所以逆序数的奇偶性不变，而目标没有逆序：棋盘可解当且仅当逆序数为偶数。这里：{inversions}（{inversionParity}），所以它{verdict}。',
  'solver.error.width-rule-odd-goal-order':
    '宽度 {width} 是奇数：上下移动的方块越过另外 {others} 个方块（偶数个），左右移动不改变顺序，所以逆序数（按目标的顺序计数）的奇偶性不变，而目标没有逆序：棋盘可解当且仅当逆序数为偶数。这里：{inversions}（{inversionParity}），所以它{verdict}。',
  'solver.error.width-rule-even':
    '宽度 {width} 是偶数：上下移动的方块越过另外 {others} 个方块（奇数个），并让空格移动一行，所以棋盘可解当且仅当逆序数加上空格从下往上数的行号为奇数。这里：{inversions} + 第 {row} 行 = {sum}（{sumParity}），所以它{verdict}。',
  'solver.error.width-rule-even-goal-order':
    '宽度 {width} 是偶数：上下移动的方块越过另外 {others} 个方块（奇数个），并让空格移动一行，所以棋盘可解当且仅当逆序数（按目标的顺序计数）加上空格与其目标行之间的行数为偶数。这里：{inversions} + {rows} = {sum}（{sumParity}），所以它{verdict}。',
  'solver.error.even': '偶',
  'solver.error.odd': '奇',
  'solver.error.verdict-solvable': '可解',
  'solver.error.verdict-unsolvable': '不可解',
  'solver.error.parities-agree': '两者一致',
  'solver.error.parities-differ': '两者不同',
  'solver.error.swaps': '{count} 次交换',
  'solver.error.moves': '{count} 步',
  'solver.error.inversions': '{count} 个逆序',
  'solver.error.rows': '{count} 行',
  'solver.error.unknown-algorithm': '未知算法“{name}”',
  'solver.error.unknown-heuristic': '未知启发式“{name}”',
  'solver.error.unknown-metric': '未知度量“{name}”：应为 stm 或 mtm',
  'solver.error.metric-algorithm': '多块度量（mtm）只能用 auto 或 idastar 搜索，不能用 {algorithm}',
  'solver.error.metric-heuristic': '多块度量（mtm）使用自己的启发式（auto），不能用 {heuristic}',
  'solver.error.metric-board-too-large':
    '多块度量（mtm）只求解最多 {max} 格的棋盘，此棋盘有 {cells} 格',
  'solver.error.weight-range': '权重必须在 {min} 到 {max} 之间',
  'solver.error.memory-budget-range': '内存预算必须在 {min} 到 {max} MB 之间',
  'solver.error.think-range': '思考时间必须在 {min} 到 {max} 秒之间',
  'solver.error.depth-limit-range': '深度限制必须是 {min} 到 {max} 之间的整数',
  'solver.error.depth-limit-cut': '深度 {depth} 以内无解：深度限制截断了搜索（可能存在更长的解）',
  'solver.error.tree-share-invalid':
    '第 {index} 份（共 {count} 份）不是模式数据库 IDA* 的 1 到 {max} 份之一',
  'solver.error.all-optimal-board-too-large':
    '所有最优解（--all-optimal）只在最多 {max} 个格子的棋盘上计数；此棋盘有 {cells} 个',
  'solver.error.all-optimal-not-optimal':
    '所有最优解（--all-optimal）需要最优搜索：auto、astar、idastar、bfs、ucs、iddfs、rbfs 或 bidirectional，并使用可采纳的启发式，而不是 {algorithm} 与 {heuristic}',
  'solver.error.solution-limit-range': '列出的解的数量（--limit）必须是 {min} 到 {max} 之间的整数',
  'solver.error.step-board-too-large':
    '单步模式只在最多 {max} 个格子的棋盘上运行 {algorithm}；idastar 可单步运行任意尺寸',
  'solver.error.step-heuristic-too-slow':
    '启发式 {heuristic} 在超过 {max} 个格子的棋盘上准备时间太长，不适合单步模式；请选择 linear-conflict 或 manhattan',
  'solver.error.cancelled': '已取消',
  'solver.error.time-limit': '已达到 {seconds} 秒的时间限制',
  'solver.error.memory-budget-reached':
    '扩展 {expanded} 个节点后达到内存预算；IDA* 或加权 A* 需要的内存少得多',
  'solver.error.out-of-memory':
    '扩展 {expanded} 个节点后内存耗尽；设置更小的内存预算可在设备内存耗尽前结束搜索',
  'solver.error.step-memory-budget-reached': '扩展 {expanded} 个节点后达到 {mb} MB 的内存预算',
  'solver.error.open-list-empty': '开放列表已空，仍未到达目标',
  'solver.error.not-started': '尚未开始',
  'solver.error.step-before-start': '在 start() 之前调用了 step()：没有可运行的搜索',
  'solver.error.no-solution-internal': '搜索结束但没有找到解（内部错误）',
  'solver.error.verify-expected-step':
    '第 {line} 行：应为“Step {step}: Move T 方向”，实际为“{text}”',
  'solver.error.verify-step-number': '第 {line} 行：写的是第 {number} 步，应为第 {expected} 步',
  'solver.error.verify-too-many-steps': '第 {line} 行：超过 {max} 步',
  'solver.error.verify-declared-count':
    '第 {line} 行：解答声明需要 {declared} 步，但列出了 {count} 步',
  'solver.error.verify-repeat-count': '第 {line} 行：重复次数至少为 1，实际为“{text}”',
  'solver.error.verify-row-length':
    '第 {line} 行：{count} 个数字，但这个 {size} 棋盘的一行有 {width} 个，整个棋盘有 {cells} 个',
  'solver.error.verify-board-tiles': '第 {line} 行：这个棋盘没有恰好各含一次 0 到 {max}',
  'solver.error.verify-board-rows':
    '第 {line} 行：从这里开始的棋盘只有 {rows} 行（共 {height} 行）',
  'solver.error.verify-letters-text-tile': '第 {line} 行：文本说字母是方块的移动，但所选的是空格',
  'solver.error.verify-letters-text-blank': '第 {line} 行：文本说字母是空格的移动，但所选的是方块',
  'solver.error.verify-letters-unsaid':
    '第 {line} 行：请说明字母是方块的移动还是空格的：第一行写“letters: tile”或“letters: blank”',
  'solver.error.verify-not-a-step': '第 {line} 行：不是移动、方块编号、字母或棋盘行：“{text}”',
  'solver.error.verify-letters-value': 'request.letters 必须是 "tile" 或 "blank"',
  'solver.error.verify-no-such-tile': '没有方块 {tile}（方块为 1 到 {max}）',
  'solver.error.verify-tile-not-next-to-blank': '方块 {tile} 不在空格旁边',
  'solver.error.verify-tile-wrong-side': '方块 {tile} 不能向{direction}移动：空格不在那一侧',
  'solver.error.verify-no-tile-moves': '没有方块能向{direction}移动：空格在{wall}',
  'solver.error.verify-blank-at-wall': '空格不能向{direction}移动：它在{wall}',
  'solver.error.verify-board-unchanged': '这个棋盘与上一个相同',
  'solver.error.verify-board-not-one-move': '这个棋盘与上一个相差不止一步',
  'solver.error.direction-up': '上',
  'solver.error.direction-down': '下',
  'solver.error.direction-left': '左',
  'solver.error.direction-right': '右',
  'solver.error.wall-top': '最上一行',
  'solver.error.wall-bottom': '最下一行',
  'solver.error.wall-left': '最左一列',
  'solver.error.wall-right': '最右一列',
  'solver.error.experiment-no-search': '请至少选择一种搜索',
  'solver.error.experiment-unknown-search': '未知搜索“{name}”',
  'solver.error.experiment-depth-cap-negative': '深度上限不能为负',
  'solver.error.experiment-node-cap': '节点上限至少为 1',
  'solver.error.experiment-no-depth': '请至少选择一个深度',
  'solver.error.experiment-per-depth-range': '每个深度的棋盘数必须在 1 到 {max} 之间',
  'solver.error.experiment-table-failed': '无法建立距离表',
  'solver.error.experiment-too-many-boards': '最多 {max} 个棋盘（第 {line} 行多出了一个）',
  'solver.error.experiment-no-boards': '没有棋盘：请每行粘贴一个棋盘',
  'solver.error.experiment-every-line-bad': '没有可运行的棋盘：每一行都有错误',
  'solver.error.experiment-line-size': '这是 {board} 的棋盘，但列表是 {list} 的棋盘',
  'solver.error.experiment-line-unsolvable': '无法到达目标：{reason}',
  'solver.error.experiment-depth-not-found': '在 {nodes} 个节点内没有找到它的最优长度，因此略去',
  'solver.error.depth-table-too-large':
    '只为最多 {max} 个格子的棋盘生成精确深度的棋盘（需搜索整个状态空间），不支持 {size}',
  'solver.error.depth-out-of-range': '没有棋盘离这个目标 {depth} 步：深度范围为 0 到 {max}',
  'solver.error.database-not-kept': '模式数据库 {name} 未保留：读回时无法验证',
  'solver.error.database-not-loaded': '没有加载名为 {name} 的模式数据库',
  'solver.error.database-length-not-count': '模式数据库：其长度不是字节数',
  'solver.error.database-too-long':
    '模式数据库：{bytes} 字节超过了本求解器保存的最大数据库（{max} 字节）；读取前已拒绝',
  'solver.error.database-size-unknown':
    '模式数据库：{bytes} 字节不是本求解器保存的任何数据库的大小',
  'solver.error.database-stored-as-other': '以 {name} 保存的值实际是 {other}',
  'solver.error.database-not-bytes': '模式数据库：字节应为 Uint8Array',
  'solver.error.database-unverifiable':
    '模式数据库 {name}：无法校验（此求解器没有它的摘要），因此在此处构建',
  'solver.error.database-digest-mismatch':
    '模式数据库 {name}：与此求解器构建的表不同（SHA-256 不匹配），因此重新构建',
  'solver.error.database-not-canonical': '模式数据库：不是缓存所构建的规范形式',
  'solver.error.request-not-object':
    '请求：应为对象 {board, size, goal, algorithm, heuristic, weight, maxMemoryMB, openLimit}，而不是 {type}',
  'solver.error.request-field-missing': '缺少 request.{field}',
  'solver.error.request-field-type': 'request.{field} 必须是 {expected}，而不是 {type}',
  'solver.error.request-databases':
    'request.databases 必须是 "standard"、"large" 或 "quick"，而不是 "{value}"',
  'solver.error.experiment-request-not-object': '实验请求：应为对象，而不是 {type}',
  'solver.error.experiment-field-type': 'experiment.{field} 必须是 {expected}，而不是 {type}',
  'solver.error.experiment-depths-type': 'experiment.depths 必须是数字数组',
  'solver.error.experiment-depths-count': 'experiment.depths：最多 1000 个深度',
  'solver.error.experiment-searches-type': 'experiment.searches 必须是字符串数组',
  'solver.error.pdb-not-loaded': '这个棋盘尺寸和目标的模式数据库尚未加载',
  'solver.error.true-distance-unreachable': '从这个棋盘无法到达目标',
  'solver.error.true-distance-not-computed': '未计算',
  'solver.error.true-distance-by-pdb': '使用模式数据库的 IDA*',
  'solver.error.true-distance-by-linear-conflict': '使用线性冲突的 IDA*',
  'solver.error.true-distance-pdb-budget': '使用模式数据库的 IDA* 未能在扩展预算内完成',
  'solver.error.true-distance-linear-conflict-budget': '使用线性冲突的 IDA* 未能在扩展预算内完成',
  'solver.error.order-greedy':
    'h 最小者优先；h 相同时 g 最大者优先；再按最近加入者优先（后进先出）。已关闭或已由更短路径到达的节点的条目在取出时跳过。',
  'solver.error.order-breadth-first':
    'g 最小者优先（逐层）；再按最近加入者优先（后进先出）。已关闭或已由更短路径到达的节点的条目在取出时跳过。',
  'solver.error.order-astar':
    'f = g + h 最小者优先；f 相同时 g 最大者优先（即 h 最小）；再按最近加入者优先（后进先出）。已关闭或已由更短路径到达的节点的条目在取出时跳过。',
  'solver.error.order-weighted':
    'f = {gWeight}·g + {hWeight}·h 最小者优先；f 相同时 g 最大者优先；再按最近加入者优先（后进先出）。已关闭或已由更短路径到达的节点的条目在取出时跳过。',
  'solver.error.order-idastar':
    '深度优先：路径上最深的节点下一个被扩展；它的子节点按固定顺序尝试（空格向上、下、左、右移动），从不撤销上一步，也不走另一条不更长的路径已使之多余的弯路（例如绕 2×2 方块一圈），f = g + h 超过阈值的子节点被剪掉。路径清空时，阈值变为被剪掉的最小 f，搜索从起点重新开始。',
  'solver.error.order-dfs':
    '深度优先：下一个扩展路径栈顶的节点；按固定顺序尝试其子节点（空格向上、下、左、右移动），从不进入已在路径上的子节点（环），任何路径都不超过 {limit} 的深度限制。',
  'solver.error.order-rbfs':
    '递归最佳优先：只要回传值 F 最小的子节点的 F 不超过其 f 上限（更上层最佳备选的 F），接下来就探索它。超过时，子树被遗忘、保留其 F，等它再次成为最佳时重新扩展。',
  'solver.error.order-bidirectional':
    '双向广度优先：每次处理一整层，在前沿较小的一侧进行；同一层内先进先出。当一侧到达另一侧已到达的棋盘时停止。',
  'solver.error.search-cancelled': '搜索已取消',
  'solver.error.hint-cancelled': '提示已取消',
  'solver.failure.start-file':
    '此页面是作为文件打开的，浏览器不会从文件运行它的求解器。请改为打开同一文件夹中的离线版本 {file}。',
  'solver.failure.start-csp':
    '此网站的安全策略（Content-Security-Policy）不允许求解器的后台线程启动。请保存页面并从你的电脑打开，或请网站所有者允许来自 blob: URL 的 worker（worker-src blob:）。',
  'solver.failure.start-download': '无法下载求解器的代码。请检查网络连接并重新加载页面。',
  'solver.failure.start-timeout':
    '求解器未能及时启动。请重新加载页面；如果再次发生，请换一个浏览器或使用离线文件 {file}。',
  'solver.failure.start-failed':
    '求解器无法在此浏览器中启动。请重新加载页面；如果再次发生，请换一个浏览器或使用离线文件 {file}。',
  'solver.failure.wasm-csp':
    "此网站的安全策略（Content-Security-Policy）不允许求解器所需的 WebAssembly。请网站所有者允许 'wasm-unsafe-eval'，或使用离线文件 {file}。",
  'solver.failure.wasm-download':
    '无法下载求解器的 WebAssembly 文件。请检查网络连接并重新加载页面。',
  'solver.failure.no-wasm':
    '此浏览器无法运行求解器所需的 WebAssembly。请使用较新的 Firefox、Chrome、Edge 或 Safari。',
  'solver.failure.out-of-memory':
    '求解器内存不足，已重新启动。请在“高级”中降低内存预算，或选择需要更少内存的算法（IDA*）。',
  'solver.failure.cancel-not-honoured': '搜索没有立即停止，因此求解器已重新启动。',
  'solver.failure.crashed': '求解器发生内部错误，已重新启动。请重试，或更改设置。',
  'solver.failure.unknown-request': '求解器无法理解页面的请求。请重新加载页面。',
});
