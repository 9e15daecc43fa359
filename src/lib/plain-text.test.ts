import { decodeEntities, toPlainText } from './plain-text';

describe('toPlainText', () => {
  it('removes tags and keeps their text', () => {
    expect(toPlainText('<p>Rates <b>held</b> at <a href="/x">4%</a>.</p>')).toBe(
      'Rates held at 4%.',
    );
  });

  it('drops scripts and styles with their content', () => {
    expect(toPlainText('Before<script>alert("x")</script> after<style>p{}</style>')).toBe(
      'Before after',
    );
    expect(toPlainText('Unclosed <script>alert(1)')).toBe('Unclosed');
  });

  it('decodes entities, including numeric ones', () => {
    expect(
      toPlainText('Gilts &amp; bonds &#8211; a &quot;rally&quot; &#x2014; &pound;5bn&hellip;'),
    ).toBe('Gilts & bonds – a "rally" — £5bn…');
  });

  it('leaves escaped markup as visible text rather than markup', () => {
    expect(toPlainText('&lt;img src=x onerror=alert(1)&gt;')).toBe('<img src=x onerror=alert(1)>');
  });

  it('collapses white space and comments', () => {
    expect(toPlainText('  One<br/>two <!-- note -->\n\n three ')).toBe('One two three');
  });
});

it('leaves unknown or invalid entities untouched', () => {
  expect(decodeEntities('&bogus; &#0; &#xD800; &#99999999;')).toBe(
    '&bogus; &#0; &#xD800; &#99999999;',
  );
});
