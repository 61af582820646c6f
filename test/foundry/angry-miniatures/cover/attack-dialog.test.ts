import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installStandIn, removeStandIn } from "../../../foundry-stand-in";
import { AttackSession } from "../../../../src/foundry/angry-miniatures/table/attack-session";
import { brawler, figure, grunt, scripted, table } from "../play/fixtures";

describe("the attack dialog shows cover as the table gives it", () => {
  let choicesFromForm: typeof import("../../../../src/foundry/angry-miniatures/play/attack-dialog").choicesFromForm;
  beforeEach(async () => {
    installStandIn();
    ({ choicesFromForm } = await import("../../../../src/foundry/angry-miniatures/play/attack-dialog"));
  });
  afterEach(() => removeStandIn());

  const figures = [figure("a", brawler, { i: 2, j: 2 }, "friendly"), figure("b", grunt, { i: 2, j: 3 }, "hostile"), figure("c", grunt, { i: 3, j: 3 }, "hostile")];
  const walled = table(figures, { coverOf: (_attacker, defender) => (defender === "b" ? "wall" : null) });

  it("the table's cover is locked on: the toggle cannot take it away, and the dice and the roll count it", async () => {
    const session = new AttackSession(walled, "a", "b");
    session.update(choicesFromForm({ targetId: "b", attackType: "melee" }, ["b"]));
    const [row] = session.view().defenders;
    expect(row).toMatchObject({ id: "b", dice: 4, inCover: true, coverLocked: true });
    expect(row?.coverLabel).toMatch(/wall/);
    // Attack K K K 9 9 9 9; defence 9 9 9 and the cover die J.
    const result = await session.roll(scripted([5, 5, 5, 1, 1, 1, 1, 1, 1, 1, 3]).resolve);
    expect(result.inputs.cover).toEqual([]);
    expect(result.context.contests[0]?.damageToDefender).toBe(2);
    expect(result.context.contests[0]?.coverQuestion).toBeNull();
  });

  it("where the table shows none, the attacker may still grant cover (it only helps the defender), and the card asks the defender's side", async () => {
    const session = new AttackSession(walled, "a", "c");
    expect(session.view().defenders[0]).toMatchObject({ id: "c", dice: 3, inCover: false, coverLocked: false });
    const plain = await session.roll(scripted([5, 5, 5, 1, 1, 1, 1, 1, 1, 1]).resolve);
    expect(plain.context.contests[0]?.coverQuestion?.prompt).toMatch(/Figure c/);
    session.update({ cover: ["c"] });
    expect(session.view().defenders[0]).toMatchObject({ dice: 4, inCover: true, coverLocked: false });
  });
});
