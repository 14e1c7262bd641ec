import type { LegInput, LegRow } from './leg.repository.js';

/**
 * Left and right leg volume and member count of every member of a binary tree, bottom-up in
 * O(n) with no recursion: a breadth-first order from the roots, walked backwards, adds each
 * subtree to its parent. A chain of 100,000 costs what a balanced tree of 100,000 costs.
 */
export function legTotals(members: LegInput[]): LegRow[] {
  const n = members.length;
  const indexOf = new Map<number, number>();
  members.forEach((m, i) => indexOf.set(m.id, i));
  const left = new Int32Array(n).fill(-1);
  const right = new Int32Array(n).fill(-1);
  const roots: number[] = [];
  members.forEach((m, i) => {
    const parent = m.parentId === null ? undefined : indexOf.get(m.parentId);
    if (parent === undefined) roots.push(i);
    else if (m.side === 'R') right[parent] = i;
    else left[parent] = i;
  });
  const order = new Int32Array(n);
  let size = 0;
  for (const r of roots) order[size++] = r;
  for (let k = 0; k < size; k++) {
    const i = order[k] as number;
    if ((left[i] as number) >= 0) order[size++] = left[i] as number;
    if ((right[i] as number) >= 0) order[size++] = right[i] as number;
  }
  const volume = members.map((m) => m.pbv);
  const count = new Int32Array(n).fill(1);
  const rows: LegRow[] = new Array<LegRow>(n);
  for (let k = size - 1; k >= 0; k--) {
    const i = order[k] as number;
    const l = left[i] as number;
    const r = right[i] as number;
    const row: LegRow = {
      memberId: (members[i] as LegInput).id,
      leftBv: l >= 0 ? (volume[l] as bigint) : 0n,
      rightBv: r >= 0 ? (volume[r] as bigint) : 0n,
      leftCount: l >= 0 ? (count[l] as number) : 0,
      rightCount: r >= 0 ? (count[r] as number) : 0,
    };
    volume[i] = (volume[i] as bigint) + row.leftBv + row.rightBv;
    count[i] = 1 + row.leftCount + row.rightCount;
    rows[i] = row;
  }
  return rows.filter(Boolean);
}

const same = (a: LegRow, b: LegRow) =>
  a.leftBv === b.leftBv &&
  a.rightBv === b.rightBv &&
  a.leftCount === b.leftCount &&
  a.rightCount === b.rightCount;

const isEmpty = (r: LegRow) =>
  r.leftCount === 0 && r.rightCount === 0 && r.leftBv === 0n && r.rightBv === 0n;

/** The rows to write: changed ones, and no row for a leaf that never had one. */
export function changedLegs(computed: LegRow[], stored: Map<number, LegRow>): LegRow[] {
  return computed.filter((row) => {
    const before = stored.get(row.memberId);
    return before ? !same(before, row) : !isEmpty(row);
  });
}
