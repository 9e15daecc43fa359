import {
  formatDuration,
  interactionDurations,
  type EventTimingRecord,
  type RecordedEvent,
} from './event-timing';

const entry = (interactionId: number, name: string, duration: number): RecordedEvent => ({
  name,
  interactionId,
  duration,
  startTime: 0,
  processingStart: 0,
  processingEnd: 0,
});

const record = (events: RecordedEvent[], interactionCount: number): EventTimingRecord => ({
  events,
  interactionCount,
  firstContentfulPaint: 100,
  firstInputAt: 400,
});

describe('interactionDurations', () => {
  it('counts an interaction as its longest entry, as INP does', () => {
    const tap = [entry(7, 'pointerdown', 24), entry(7, 'pointerup', 96), entry(7, 'click', 88)];
    expect(interactionDurations(record(tap, 1))).toEqual([96]);
  });

  it('counts interactions the page reported no entry for as under the threshold', () => {
    const keys = [entry(3, 'keydown', 40), entry(3, 'keyup', 16), entry(5, 'keydown', 200)];
    expect(interactionDurations(record(keys, 3)).sort((a, b) => a - b)).toEqual([0, 40, 200]);
  });

  it('has nothing for a trial without interactions', () => {
    expect(interactionDurations(record([], 0))).toEqual([]);
  });
});

describe('formatDuration', () => {
  it('prints what is under the threshold as such', () => {
    expect(formatDuration(0)).toBe('<16');
    expect(formatDuration(16)).toBe('16');
    expect(formatDuration(207.6)).toBe('208');
    expect(formatDuration(null)).toBe('-');
  });
});
