/**
 * The Personalized GPT's evaluation set, made for this project: twelve short course notes of an
 * engineering college, and questions a student would ask, each with the note that answers it.
 * The notes share words on purpose (queues in data structures, scheduling and Dijkstra; trees in
 * data structures and networks), so ranking has to weigh them, not just find them.
 */
export interface EvaluationNote {
  readonly id: string;
  readonly subject: string;
  readonly unit: string;
  readonly filename: string;
  readonly text: string;
}

export interface EvaluationQuestion {
  readonly query: string;
  /** The id of the note that answers it. */
  readonly noteId: string;
}

export const EVALUATION_NOTES: readonly EvaluationNote[] = [
  {
    id: 'ds-linear',
    subject: 'Data Structures',
    unit: 'Unit 1',
    filename: 'linear-structures.pdf',
    text: `Stacks and queues.

A stack is a last-in, first-out list: push adds an element on top and pop removes the element on top. Both run in constant time. Stacks hold function call frames, undo histories and the operands of postfix expression evaluation.

A queue is first-in, first-out: enqueue at the rear, dequeue at the front. A circular queue reuses the array slots freed at the front by wrapping the rear index around with modulo arithmetic, so a fixed array never runs out while it has free slots.

A deque allows insertion and deletion at both ends. Balanced parentheses are checked with a stack: push every opening bracket and pop on each closing one.`,
  },
  {
    id: 'ds-trees',
    subject: 'Data Structures',
    unit: 'Unit 3',
    filename: 'trees.pdf',
    text: `Binary search trees.

In a binary search tree every key in the left subtree is smaller than the node's key and every key in the right subtree is larger. An inorder traversal visits the keys in sorted order.

Search, insertion and deletion take time proportional to the height. A tree built from sorted input degenerates into a linked list of height n.

An AVL tree keeps the heights of the two subtrees of every node within one of each other. After an insertion breaks this balance factor, single or double rotations restore it, so the height stays O(log n).

Deleting a node with two children replaces its key with its inorder successor, the smallest key of its right subtree.`,
  },
  {
    id: 'ds-graphs',
    subject: 'Algorithms',
    unit: 'Unit 4',
    filename: 'graphs.pdf',
    text: `Graph algorithms.

Breadth-first search explores a graph level by level using a queue and finds shortest paths in unweighted graphs. Depth-first search uses a stack or recursion and is the basis of topological sorting and of finding strongly connected components.

Dijkstra's algorithm finds shortest paths from one source in a graph with non-negative edge weights. It repeatedly takes the unvisited vertex with the smallest tentative distance from a priority queue and relaxes its outgoing edges. With a binary heap it runs in O((V + E) log V).

Negative edge weights need the Bellman-Ford algorithm, which relaxes every edge V - 1 times and detects negative cycles.

A minimum spanning tree connects all vertices with the least total weight; Kruskal's algorithm adds edges in order of weight using a union-find structure, Prim's grows one tree from a start vertex.`,
  },
  {
    id: 'algo-sorting',
    subject: 'Algorithms',
    unit: 'Unit 2',
    filename: 'sorting.pdf',
    text: `Sorting.

Merge sort divides the array into halves, sorts each half recursively and merges them; it always takes O(n log n) time and is stable, but needs O(n) extra memory.

Quicksort partitions the array around a pivot so that smaller elements come before it and larger ones after, then sorts each side. Its average time is O(n log n), but a bad pivot, such as the first element of an already sorted array, gives the worst case O(n^2). Choosing the pivot at random or as the median of three avoids this in practice.

Heap sort builds a max-heap and repeatedly moves the largest element to the end; it is in place but not stable.

Counting sort runs in linear time when the keys are small integers.`,
  },
  {
    id: 'os-scheduling',
    subject: 'Operating Systems',
    unit: 'Unit 2',
    filename: 'cpu-scheduling.pdf',
    text: `CPU scheduling.

The scheduler picks which ready process runs next. First-come, first-served runs processes in the order they arrive in the ready queue; a long job at the front makes every short job behind it wait, the convoy effect.

Shortest job first gives the minimum average waiting time but needs to know burst lengths in advance. Round robin gives each process a time quantum and moves it to the back of the ready queue when the quantum expires; a very small quantum wastes time on context switches.

Priority scheduling can starve low-priority processes; aging raises the priority of a process the longer it waits.

Turnaround time is completion time minus arrival time; waiting time is turnaround time minus burst time.`,
  },
  {
    id: 'os-memory',
    subject: 'Operating Systems',
    unit: 'Unit 4',
    filename: 'memory-management.pdf',
    text: `Memory management.

Paging divides physical memory into fixed-size frames and a process's logical memory into pages of the same size. The page table maps each page number to a frame number, so memory need not be contiguous and there is no external fragmentation.

A translation lookaside buffer caches recent page-table entries; a TLB hit avoids the extra memory access for the page table.

When a referenced page is not in memory a page fault occurs and the operating system loads it from disk. Page replacement chooses a victim: FIFO, least recently used (LRU) or the optimal algorithm. Belady's anomaly is when FIFO gives more page faults with more frames.

Thrashing happens when processes spend more time paging than executing, because too few frames are allocated.`,
  },
  {
    id: 'os-deadlock',
    subject: 'Operating Systems',
    unit: 'Unit 3',
    filename: 'deadlocks.pdf',
    text: `Deadlocks.

A deadlock needs four conditions at once: mutual exclusion, hold and wait, no preemption and circular wait. Breaking any one of them prevents deadlock.

The banker's algorithm avoids deadlock: before granting a request it checks that the system stays in a safe state, one in which some order lets every process finish with the resources available.

A resource allocation graph with a cycle may contain a deadlock; with one instance of each resource, a cycle means a deadlock.

Recovery aborts processes or preempts resources and rolls processes back.`,
  },
  {
    id: 'dbms-normalization',
    subject: 'Database Management Systems',
    unit: 'Unit 3',
    filename: 'normalization.pdf',
    text: `Normalization.

First normal form requires atomic values: no repeating groups or lists in a column. Second normal form also removes partial dependencies, where a non-key attribute depends on only part of a composite primary key.

Third normal form removes transitive dependencies: a non-key attribute must not depend on another non-key attribute. Boyce-Codd normal form is stricter: for every functional dependency X -> Y, X must be a superkey.

Normalization removes update, insertion and deletion anomalies at the cost of more joins.

A transaction is atomic, consistent, isolated and durable (ACID).`,
  },
  {
    id: 'cn-transport',
    subject: 'Computer Networks',
    unit: 'Unit 4',
    filename: 'transport-layer.pdf',
    text: `The transport layer.

TCP is connection-oriented and reliable. A connection opens with a three-way handshake: the client sends SYN, the server answers SYN-ACK, and the client replies ACK.

TCP's flow control uses the receiver's advertised window so a fast sender cannot overwhelm a slow receiver. Congestion control starts with slow start, doubling the congestion window every round trip until a threshold, then grows it linearly (congestion avoidance); on loss the window is cut.

UDP is connectionless, has no retransmission and adds only an 8-byte header, which suits DNS queries, streaming and games.

Port numbers identify the application: HTTP uses 80, HTTPS 443, DNS 53.`,
  },
  {
    id: 'de-flipflops',
    subject: 'Digital Electronics',
    unit: 'Unit 5',
    filename: 'flip-flops.pdf',
    text: `Latches and flip-flops.

An SR latch built from two cross-coupled NOR gates stores one bit; the input S = R = 1 is forbidden because both outputs become 0.

A D flip-flop copies its D input to Q on the clock edge, removing the forbidden state. A JK flip-flop toggles its output when J = K = 1. A T flip-flop toggles on every clock edge when T = 1 and is used in counters.

Edge-triggered flip-flops change only at a clock transition, which avoids the race-around condition of level-triggered JK latches; a master-slave arrangement also avoids it.

Setup time is how long the input must be stable before the clock edge; hold time is how long after.`,
  },
  {
    id: 'thermo-laws',
    subject: 'Engineering Thermodynamics',
    unit: 'Unit 2',
    filename: 'laws-of-thermodynamics.pdf',
    text: `Laws of thermodynamics.

The zeroth law: two bodies each in thermal equilibrium with a third are in equilibrium with each other, which makes temperature measurable.

The first law is the conservation of energy: the heat added to a closed system equals the increase in its internal energy plus the work it does.

The second law: no heat engine working in a cycle can turn all the heat it receives into work. The Carnot engine between a hot reservoir at T1 and a cold one at T2 has the highest possible efficiency, 1 - T2/T1, with temperatures in kelvin.

Entropy of an isolated system never decreases.`,
  },
  {
    id: 'maths-laplace',
    subject: 'Engineering Mathematics',
    unit: 'Unit 3',
    filename: 'laplace-transform.pdf',
    text: `The Laplace transform.

The Laplace transform of f(t) is F(s), the integral from zero to infinity of e^(-st) f(t) dt. It turns linear differential equations with constant coefficients into algebraic equations in s.

The transform of a constant 1 is 1/s, of e^(at) is 1/(s - a), and of sin(at) is a/(s^2 + a^2).

The transform of a derivative f'(t) is sF(s) - f(0), so initial conditions enter directly. The first shifting theorem says that multiplying by e^(at) shifts F(s) to F(s - a).

The inverse transform is usually found with partial fractions.`,
  },
];

export const EVALUATION_QUESTIONS: readonly EvaluationQuestion[] = [
  { query: 'How does a circular queue reuse array slots?', noteId: 'ds-linear' },
  { query: 'How do you check balanced parentheses?', noteId: 'ds-linear' },
  { query: 'What keeps an AVL tree balanced after insertion?', noteId: 'ds-trees' },
  { query: 'Which traversal of a binary search tree gives sorted keys?', noteId: 'ds-trees' },
  { query: 'How does Dijkstra find shortest paths?', noteId: 'ds-graphs' },
  { query: 'What algorithm handles negative edge weights?', noteId: 'ds-graphs' },
  { query: 'How does Kruskal build a minimum spanning tree?', noteId: 'ds-graphs' },
  { query: 'When does quicksort hit its worst case?', noteId: 'algo-sorting' },
  { query: 'Is merge sort stable and how much memory does it need?', noteId: 'algo-sorting' },
  { query: 'What is the convoy effect?', noteId: 'os-scheduling' },
  { query: 'What happens when the round robin time quantum is too small?', noteId: 'os-scheduling' },
  { query: 'How does aging prevent starvation?', noteId: 'os-scheduling' },
  { query: 'What does the TLB cache?', noteId: 'os-memory' },
  { query: "What is Belady's anomaly?", noteId: 'os-memory' },
  { query: 'Why does thrashing happen?', noteId: 'os-memory' },
  { query: 'What are the four conditions for deadlock?', noteId: 'os-deadlock' },
  { query: "How does the banker's algorithm decide to grant a request?", noteId: 'os-deadlock' },
  { query: 'What is a transitive dependency in third normal form?', noteId: 'dbms-normalization' },
  { query: 'What does BCNF require of functional dependencies?', noteId: 'dbms-normalization' },
  { query: 'Explain the TCP three-way handshake', noteId: 'cn-transport' },
  { query: 'How does congestion control slow start work?', noteId: 'cn-transport' },
  { query: 'Why is S = R = 1 forbidden in an SR latch?', noteId: 'de-flipflops' },
  { query: 'What is the race-around condition and how is it avoided?', noteId: 'de-flipflops' },
  { query: 'What is the efficiency of a Carnot engine?', noteId: 'thermo-laws' },
  { query: 'State the first law of thermodynamics', noteId: 'thermo-laws' },
  { query: 'What is the Laplace transform of sin(at)?', noteId: 'maths-laplace' },
  { query: 'How are initial conditions handled by the transform of a derivative?', noteId: 'maths-laplace' },
  // Paraphrased, with words other notes share.
  { query: 'Which sorting method is always n log n?', noteId: 'algo-sorting' },
  { query: 'Which port does DNS use?', noteId: 'cn-transport' },
  { query: 'Why use a priority queue for shortest paths?', noteId: 'ds-graphs' },
  { query: 'Which policy gives the lowest average waiting time?', noteId: 'os-scheduling' },
  { query: 'Can entropy of an isolated system go down?', noteId: 'thermo-laws' },
  { query: 'What counts as atomic values in a table column?', noteId: 'dbms-normalization' },
];
