import { PLACEMENT_SIDE } from '@portal/contract';

type Side = (typeof PLACEMENT_SIDE)[keyof typeof PLACEMENT_SIDE];

export interface TreePosition {
  sponsorId: number | null;
  sponsorPath: string;
  placementId: number | null;
  placementSide: Side | null;
  placementPath: string;
}

interface Node {
  sponsorPath: string;
  placementPath: string;
  left?: number;
  right?: number;
}

/**
 * One company's sponsor and placement (binary) trees, built in memory so thousands of
 * members can be inserted in a few statements. Paths include the member: '/1/5/9/'.
 */
export function createCompanyTree() {
  const nodes = new Map<number, Node>();

  const nodeOf = (id: number): Node => {
    const node = nodes.get(id);
    if (!node) throw new Error(`seed tree: member ${id} is not in the tree`);
    return node;
  };

  /** The leftmost free slot at the shallowest level below `topId` (breadth-first). */
  const freeSlotUnder = (topId: number): { parentId: number; side: Side } => {
    const queue = [topId];
    for (let i = 0; i < queue.length; i++) {
      const parentId = queue[i] as number;
      const node = nodeOf(parentId);
      if (node.left === undefined) return { parentId, side: PLACEMENT_SIDE.left };
      if (node.right === undefined) return { parentId, side: PLACEMENT_SIDE.right };
      queue.push(node.left, node.right);
    }
    throw new Error('seed tree: a binary tree always has a free slot');
  };

  return {
    addRoot(id: number): TreePosition {
      const path = `/${id}/`;
      nodes.set(id, { sponsorPath: path, placementPath: path });
      return {
        sponsorId: null,
        sponsorPath: path,
        placementId: null,
        placementSide: null,
        placementPath: path,
      };
    },

    /** Adds a recruit of `sponsorId`, placed in the first free slot of the sponsor's leg. */
    add(id: number, sponsorId: number): TreePosition {
      const sponsor = nodeOf(sponsorId);
      const { parentId, side } = freeSlotUnder(sponsorId);
      const parent = nodeOf(parentId);
      if (side === PLACEMENT_SIDE.left) parent.left = id;
      else parent.right = id;
      const position: TreePosition = {
        sponsorId,
        sponsorPath: `${sponsor.sponsorPath}${id}/`,
        placementId: parentId,
        placementSide: side,
        placementPath: `${parent.placementPath}${id}/`,
      };
      nodes.set(id, { sponsorPath: position.sponsorPath, placementPath: position.placementPath });
      return position;
    },
  };
}
export type CompanyTree = ReturnType<typeof createCompanyTree>;
