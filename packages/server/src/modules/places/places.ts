// How many more bookings one day can take in one slot (docs/bookings.md#places-and-availability). Pure: fed
// the approved artists and the bookings holding the day (places.service.ts reads them in one go), so the
// public availability and the booking's own check count alike.
//
// The day is a matching of bookings to artists. An artist takes at most their most jobs a day, at most one
// job per slot, only in the slots they work that day, and only varieties they offer. A booking in a fixed
// slot needs an artist free in that slot. An 'Any Time' booking needs an artist with no other job that day
// and then takes that artist's day: the console assigns it against every slot (an artist confirmed for
// 'any time' clashes with all of them, work.ts slotsOverlap), so counting it as one slot could promise a
// booking nobody can be assigned. Confirmed bookings count against their own artist; unassigned ones must
// all still fit. The places of a slot are then how many more bookings of that slot and variety fit while
// every booking that fits now still does: a maximum flow, found in two phases (the held bookings first,
// then the wanted ones), so a new booking never pushes out an earlier one.
import {
  WORK_SLOTS,
  artistVarietyFor,
  workingSlotsOn,
  type ArtistAvailability,
  type WorkSlot,
} from '@mehendi/shared';

/** An approved artist, as the places count them. */
export interface WorkingArtist {
  id: string;
  /** The artist's varieties (their application's), as in ARTIST_VARIETIES. */
  varieties: readonly string[];
  availability: ArtistAvailability;
}

/** A booking that holds a place on its days (docs/bookings.md: new and confirmed ones; offered ones too). */
export interface HeldBooking {
  /** 'YYYY-MM-DD' */
  days: readonly string[];
  slot: string;
  /** The booking's variety, as in BOOKING_VARIETIES. */
  variety: string;
  /** The assigned artist; null (or an artist no longer approved) leaves it to be matched. */
  artistId: string | null;
}

/** The booking asked about: its slot (any of TIME_SLOTS) and variety (null: whatever the artist offers). */
export interface PlaceWanted {
  slot: string;
  variety: string | null;
}

type Need = WorkSlot | 'any';

/** An artist's day once their confirmed jobs are counted. */
interface ArtistDay {
  varieties: ReadonlySet<string>;
  freeSlots: readonly WorkSlot[];
  jobsLeft: number;
  /** No job yet and works that day: can take an 'Any Time' booking. */
  dayFree: boolean;
}

/** Bookings to be matched, by what they need: the slot ('any' for 'Any Time') and the booking's variety. */
interface Demand {
  need: Need;
  variety: string | null;
  count: number;
}

const needOf = (slot: string): Need =>
  (WORK_SLOTS as readonly string[]).includes(slot) ? (slot as WorkSlot) : 'any';

function artistDays(
  day: string,
  artists: readonly WorkingArtist[],
  held: readonly HeldBooking[],
): { days: ArtistDay[]; unmatched: Demand[] } {
  const jobs = new Map<string, { count: number; busy: Set<Need> }>(
    artists.map((a) => [a.id, { count: 0, busy: new Set() }]),
  );
  const unmatched: Demand[] = [];
  for (const booking of held) {
    if (!booking.days.includes(day)) continue;
    const own = booking.artistId === null ? undefined : jobs.get(booking.artistId);
    if (own) {
      own.count += 1;
      own.busy.add(needOf(booking.slot));
    } else {
      unmatched.push({ need: needOf(booking.slot), variety: booking.variety, count: 1 });
    }
  }
  const days = artists.map((artist): ArtistDay => {
    const { count, busy } = jobs.get(artist.id)!;
    const works = workingSlotsOn(artist.availability, day);
    const jobsLeft = Math.max(0, artist.availability.maxJobsPerDay - count);
    return {
      varieties: new Set(artist.varieties),
      // A confirmed 'Any Time' job keeps its artist busy the whole day.
      freeSlots: jobsLeft === 0 || busy.has('any') ? [] : works.filter((slot) => !busy.has(slot)),
      jobsLeft,
      dayFree: count === 0 && works.length > 0,
    };
  });
  return { days, unmatched };
}

/** Edmonds–Karp on a small graph: a day has a handful of artists, slots and kinds of booking. */
class FlowNetwork {
  private readonly edges: { to: number; cap: number }[] = [];
  private readonly out: number[][] = [];

  node(): number {
    this.out.push([]);
    return this.out.length - 1;
  }

  /** Adds an edge and its residual twin; returns the edge's index (its flow is the twin's capacity). */
  edge(from: number, to: number, cap: number): number {
    this.edges.push({ to, cap }, { to: from, cap: 0 });
    this.out[from]!.push(this.edges.length - 2);
    this.out[to]!.push(this.edges.length - 1);
    return this.edges.length - 2;
  }

  flowOn(edge: number): number {
    return this.edges[edge + 1]!.cap;
  }

  /** Pushes as much more as fits from `source` to `sink` (earlier flow stays); returns how much. */
  augment(source: number, sink: number): number {
    let total = 0;
    for (;;) {
      const via = new Array<number>(this.out.length).fill(-1);
      const queue = [source];
      via[source] = -2;
      for (let i = 0; i < queue.length && via[sink] === -1; i++) {
        for (const index of this.out[queue[i]!]!) {
          const { to, cap } = this.edges[index]!;
          if (cap > 0 && via[to] === -1) {
            via[to] = index;
            queue.push(to);
          }
        }
      }
      if (via[sink] === -1) return total;
      let push = Infinity;
      for (let at = sink; at !== source; at = this.edges[via[at]! ^ 1]!.to) {
        push = Math.min(push, this.edges[via[at]!]!.cap);
      }
      for (let at = sink; at !== source; at = this.edges[via[at]! ^ 1]!.to) {
        this.edges[via[at]!]!.cap -= push;
        this.edges[via[at]! ^ 1]!.cap += push;
      }
      total += push;
    }
  }
}

/** What a matching serves: the held bookings first, then the wanted ones. */
interface Served {
  held: number;
  wanted: number;
  /** An artist taking more than one job a day who got an 'Any Time' booking and other jobs too. */
  mixed?: number;
}

const better = (a: Served, b: Served) => a.held > b.held || (a.held === b.held && a.wanted > b.wanted);

/**
 * The most bookings served when each artist taking more than one job a day is told to take either one
 * 'Any Time' booking ('any') or fixed-slot bookings ('slots'). An artist not yet told may take both, which
 * makes the answer an upper bound; `mixed` names such an artist when the matching did.
 */
function serve(
  days: readonly ArtistDay[],
  held: readonly Demand[],
  wanted: Demand,
  told: ReadonlyMap<number, 'any' | 'slots'>,
): Served {
  const net = new FlowNetwork();
  const source = net.node();
  const sink = net.node();
  const anyPort: (number | null)[] = [];
  const slotPorts: Map<WorkSlot, number>[] = [];
  const anyEdge: (number | null)[] = [];
  const slotEdges: number[][] = [];
  days.forEach((artist, index) => {
    const node = net.node();
    net.edge(node, sink, artist.jobsLeft);
    // With one job left, an 'Any Time' booking is just that job: no choice to make.
    const choice = artist.jobsLeft > 1 ? told.get(index) : undefined;
    const takesAny = artist.dayFree && choice !== 'slots';
    const takesSlots = !(artist.dayFree && artist.jobsLeft > 1 && choice === 'any');
    const port = takesAny ? net.node() : null;
    anyPort.push(port);
    anyEdge.push(port === null ? null : net.edge(port, node, 1));
    const ports = new Map<WorkSlot, number>();
    const edges: number[] = [];
    if (takesSlots) {
      for (const slot of artist.freeSlots) {
        const slotNode = net.node();
        ports.set(slot, slotNode);
        edges.push(net.edge(slotNode, node, 1));
      }
    }
    slotPorts.push(ports);
    slotEdges.push(edges);
  });
  const group = (demand: Demand): number => {
    const node = net.node();
    const variety = demand.variety === null ? null : artistVarietyFor(demand.variety);
    days.forEach((artist, index) => {
      if (variety !== null && !artist.varieties.has(variety)) return;
      const port = demand.need === 'any' ? anyPort[index] : slotPorts[index]!.get(demand.need);
      if (port !== null && port !== undefined) net.edge(node, port, demand.count);
    });
    return node;
  };
  for (const demand of held) net.edge(source, group(demand), demand.count);
  const servedHeld = net.augment(source, sink);
  net.edge(source, group(wanted), wanted.count);
  const servedWanted = net.augment(source, sink);
  const mixed = days.findIndex(
    (artist, index) =>
      artist.jobsLeft > 1 &&
      anyEdge[index] !== null &&
      net.flowOn(anyEdge[index]!) > 0 &&
      slotEdges[index]!.some((edge) => net.flowOn(edge) > 0),
  );
  return { held: servedHeld, wanted: servedWanted, ...(mixed === -1 ? {} : { mixed }) };
}

/**
 * Branch and bound over the artists who take more than one job a day and got an 'Any Time' booking beside
 * other jobs: each is told 'any' or 'slots' until a matching obeys the rule. Told nothing, most days need
 * one matching. A day needing more than SEARCH_LIMIT matchings keeps the best it found: it may then offer
 * fewer places than there are, never more than it can serve.
 */
const SEARCH_LIMIT = 200;

function bestServed(days: readonly ArtistDay[], held: readonly Demand[], wanted: Demand): Served {
  const choosing = days.flatMap((artist, index) =>
    artist.jobsLeft > 1 && artist.dayFree ? [[index, 'slots'] as const] : [],
  );
  if (choosing.length === 0) return serve(days, held, wanted, new Map());
  // Every such artist taking fixed-slot bookings only always obeys the rule: the first answer to beat.
  const allSlots = new Map(choosing);
  let best = serve(days, held, wanted, allSlots);
  let budget = SEARCH_LIMIT;
  const explore = (told: Map<number, 'any' | 'slots'>) => {
    if (budget-- <= 0) return;
    const bound = serve(days, held, wanted, told);
    if (!better(bound, best)) return;
    if (bound.mixed === undefined) {
      best = bound;
      return;
    }
    explore(new Map(told).set(bound.mixed, 'any'));
    explore(new Map(told).set(bound.mixed, 'slots'));
  };
  explore(new Map());
  return best;
}

/**
 * How many more bookings of `wanted` (slot and variety) the approved `artists` can take on `day`
 * ('YYYY-MM-DD'), given the bookings that hold places; ≥ 0.
 */
export function placesOn(
  day: string,
  artists: readonly WorkingArtist[],
  held: readonly HeldBooking[],
  wanted: PlaceWanted,
): number {
  const { days, unmatched } = artistDays(day, artists, held);
  const capacity = days.reduce((sum, artist) => sum + artist.jobsLeft, 0);
  if (capacity === 0) return 0;
  const demand: Demand = { need: needOf(wanted.slot), variety: wanted.variety, count: capacity };
  return bestServed(days, unmatched, demand).wanted;
}
