// The sensible player over the precious-moments rules (the simulator's and solo play's policy): apart from
// the rules' own index, which it reads, so the rules never import the player built on them.
export { sensiblePolicy, bestSongTarget, songWorth } from "./sensible";
