/**
 * The two trees as flat typed arrays, built once per run. Every later pass walks them in a
 * precomputed breadth-first order (top-down) or its reverse (bottom-up), never by recursion,
 * so a 100,000-deep power leg costs what a bushy tree of the same size costs.
 */
export interface EngineMember {
  id: string;
  sponsorId: string | null;
  parentId: string | null;
  side: 'L' | 'R' | null;
  type: 'DS' | 'PC';
  status: number;
}

export interface Network {
  size: number;
  ids: string[];
  indexOf: Map<string, number>;
  isDistributor: Uint8Array;
  /** status 10: may be active */
  statusOk: Uint8Array;
  sponsor: Int32Array;
  parent: Int32Array;
  left: Int32Array;
  right: Int32Array;
  sponsorOrder: Int32Array;
  placementOrder: Int32Array;
  /** the leg of its sponsor's placement subtree a member sits in: 0 neither, 1 left, 2 right */
  sponsorLeg: Uint8Array;
}

export class NetworkError extends Error {}

function topDownOrder(size: number, up: Int32Array, tree: string, ids: string[]): Int32Array {
  const count = new Int32Array(size + 1);
  for (let i = 0; i < size; i++) if (up[i]! >= 0) count[up[i]! + 1]!++;
  for (let i = 0; i < size; i++) count[i + 1]! += count[i]!;
  const children = new Int32Array(size);
  const fill = count.slice(0, size);
  for (let i = 0; i < size; i++) if (up[i]! >= 0) children[fill[up[i]!]!++]! = i;
  const order = new Int32Array(size);
  let tail = 0;
  for (let i = 0; i < size; i++) if (up[i]! < 0) order[tail++]! = i;
  for (let head = 0; head < tail; head++) {
    const x = order[head]!;
    for (let c = count[x]!; c < count[x + 1]!; c++) order[tail++]! = children[c]!;
  }
  if (tail < size) {
    const seen = new Uint8Array(size);
    for (let i = 0; i < tail; i++) seen[order[i]!]! = 1;
    const lost = ids.filter((_, i) => !seen[i]!).slice(0, 3);
    throw new NetworkError(`${tree} tree has a loop through member ${lost.join(', ')}`);
  }
  return order;
}

function resolve(indexOf: Map<string, number>, id: string | null, who: string, what: string) {
  if (id === null) return -1;
  const at = indexOf.get(id);
  if (at === undefined) throw new NetworkError(`member ${who}: ${what} "${id}" is not a member`);
  return at;
}

/** Members in each placement subtree (the member included), bottom-up once. */
function placementSizes(net: Network): Int32Array {
  const size = new Int32Array(net.size).fill(1);
  for (let k = net.size - 1; k >= 0; k--) {
    const x = net.placementOrder[k]!;
    if (net.parent[x]! >= 0) size[net.parent[x]!]! += size[x]!;
  }
  return size;
}

/** How many members each member has in their left and in their right placement leg. */
export function legCounts(net: Network) {
  const size = placementSizes(net);
  const leftCount = new Int32Array(net.size);
  const rightCount = new Int32Array(net.size);
  for (let i = 0; i < net.size; i++) {
    if (net.left[i]! >= 0) leftCount[i]! = size[net.left[i]!]!;
    if (net.right[i]! >= 0) rightCount[i]! = size[net.right[i]!]!;
  }
  return { leftCount, rightCount };
}

/** Preorder numbers computed top-down from subtree sizes: x's subtree is [tin, tin+size). */
function placementIntervals(net: Network) {
  const size = placementSizes(net);
  const tin = new Int32Array(net.size);
  let next = 0;
  for (const x of net.placementOrder) {
    if (net.parent[x]! < 0) {
      tin[x]! = next;
      next += size[x]!;
    }
    const l = net.left[x]!;
    const r = net.right[x]!;
    if (l >= 0) tin[l]! = tin[x]! + 1;
    if (r >= 0) tin[r]! = tin[x]! + 1 + (l >= 0 ? size[l]! : 0);
  }
  return { tin, size };
}

function computeSponsorLegs(net: Network) {
  const { tin, size } = placementIntervals(net);
  const within = (inner: number, outer: number) =>
    outer >= 0 && tin[outer]! <= tin[inner]! && tin[inner]! < tin[outer]! + size[outer]!;
  for (let s = 0; s < net.size; s++) {
    const u = net.sponsor[s]!;
    if (u < 0) continue;
    if (within(s, net.left[u]!)) net.sponsorLeg[s]! = 1;
    else if (within(s, net.right[u]!)) net.sponsorLeg[s]! = 2;
  }
}

export function buildNetwork(members: readonly EngineMember[]): Network {
  const size = members.length;
  const ids = members.map((m) => m.id);
  const indexOf = new Map<string, number>();
  for (let i = 0; i < size; i++) indexOf.set(ids[i]!, i);
  if (indexOf.size < size) {
    // one lookup per member on the way in; the duplicate is searched only when there is one
    const twice = ids.find((id, i) => indexOf.get(id) !== i);
    throw new NetworkError(`member ${twice} is listed twice`);
  }
  const net: Network = {
    size,
    ids,
    indexOf,
    isDistributor: new Uint8Array(size),
    statusOk: new Uint8Array(size),
    sponsor: new Int32Array(size),
    parent: new Int32Array(size),
    left: new Int32Array(size).fill(-1),
    right: new Int32Array(size).fill(-1),
    sponsorOrder: new Int32Array(0),
    placementOrder: new Int32Array(0),
    sponsorLeg: new Uint8Array(size),
  };
  members.forEach((m, i) => {
    net.isDistributor[i]! = m.type === 'DS' ? 1 : 0;
    net.statusOk[i]! = m.status === 10 ? 1 : 0;
    net.sponsor[i]! = resolve(indexOf, m.sponsorId, m.id, 'sponsor');
    const p = resolve(indexOf, m.parentId, m.id, 'placement parent');
    net.parent[i]! = p;
    if (p < 0) return;
    if (m.side !== 'L' && m.side !== 'R')
      throw new NetworkError(`member ${m.id}: side must be L or R`);
    const legs = m.side === 'L' ? net.left : net.right;
    if (legs[p]! >= 0) {
      throw new NetworkError(
        `member ${m.id}: ${m.parentId} already has ${ids[legs[p]!]!} on side ${m.side}`,
      );
    }
    legs[p]! = i;
  });
  net.sponsorOrder = topDownOrder(size, net.sponsor, 'sponsor', ids);
  net.placementOrder = topDownOrder(size, net.parent, 'placement', ids);
  computeSponsorLegs(net);
  return net;
}
