import { inTurn } from './in-turn';

it('starts each piece of work once the one before has settled, failed ones too', async () => {
  const oneAtATime = inTurn();
  const order: string[] = [];
  const step =
    (name: string, fail = false) =>
    async () => {
      order.push(`${name} starts`);
      await Promise.resolve();
      order.push(`${name} ends`);
      if (fail) throw new Error(name);
      return name;
    };
  const results = await Promise.allSettled([oneAtATime(step('a', true)), oneAtATime(step('b'))]);
  expect(order).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
});
