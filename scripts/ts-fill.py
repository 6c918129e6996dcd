#!/usr/bin/env python3
"""Fills translations into a Qt .ts file from a JSON map, keeping lupdate's layout.

Usage: scripts/ts-fill.py translations/pacenotes_ru.ts map.json
map.json: {"Context": {"source text": "translation" | ["one", "few", "many"]}}
(a message with a disambiguation comment: key "source text\u0004comment")
Only messages present in the .ts are touched; a filled message loses type="unfinished".
Prints what it could not find and how many messages are still unfinished.
"""
import html, json, re, sys

def esc(s):
    return html.escape(s, quote=False).replace('"', '&quot;').replace("'", '&apos;')

def main(ts_path, map_path):
    text = open(ts_path, encoding='utf-8').read()
    mapping = json.load(open(map_path, encoding='utf-8'))
    used = set()
    out = []
    pos = 0
    for cm in re.finditer(r'<context>\s*<name>(.*?)</name>(.*?)</context>', text, re.S):
        ctx = html.unescape(cm.group(1))
        body = cm.group(2)
        def fix(m):
            msg = m.group(0)
            src = html.unescape(re.search(r'<source>(.*?)</source>', msg, re.S).group(1))
            comment = re.search(r'<comment>(.*?)</comment>', msg, re.S)
            if comment:  # disambiguated messages are keyed "source\u0004comment"
                src += '\u0004' + html.unescape(comment.group(1))
            tr = mapping.get(ctx, {}).get(src)
            if tr is None:
                return msg
            used.add((ctx, src))
            indent = re.search(r'\n(\s*)<translation', msg).group(1)
            if isinstance(tr, list):
                forms = ''.join('\n%s    <numerusform>%s</numerusform>' % (indent, esc(f)) for f in tr)
                new = '<translation>%s\n%s</translation>' % (forms, indent)
            else:
                new = '<translation>%s</translation>' % esc(tr)
            return re.sub(r'<translation[^>]*?(/>|>.*?</translation>)', lambda _: new, msg, count=1, flags=re.S)
        newbody = re.sub(r'<message[^>]*>.*?</message>', fix, body, flags=re.S)
        out.append(text[pos:cm.start(2)] + newbody)
        pos = cm.end(2)
    out.append(text[pos:])
    result = ''.join(out)
    open(ts_path, 'w', encoding='utf-8').write(result)
    for ctx, msgs in mapping.items():
        for src in msgs:
            if (ctx, src) not in used:
                print('not in .ts: %s / %r' % (ctx, src))
    print('unfinished left:', result.count('type="unfinished"'))

main(*sys.argv[1:])
