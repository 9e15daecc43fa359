import { oneAtATime } from './one-at-a-time';

const steps = () => {
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
  return { order, step };
};

it('starts the work under one name once the one before has settled, failed ones too', async () => {
  const { order, step } = steps();
  const results = await Promise.allSettled([
    oneAtATime('turns', step('a', true)),
    oneAtATime('turns', step('b')),
  ]);
  expect(order).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
});

it('holds up nothing under another name', async () => {
  const { order, step } = steps();
  await Promise.all([oneAtATime('one', step('a')), oneAtATime('other', step('b'))]);
  expect(order).toEqual(['a starts', 'b starts', 'a ends', 'b ends']);
});
