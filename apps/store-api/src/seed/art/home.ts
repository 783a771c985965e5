// Home drawings: cookware, tableware, furniture and decoration.
import { drawing, type Drawing } from './drawing.ts';
import { MATERIAL, box, circle, ellipse, line, paint, part, rect, type Paint } from './paint.ts';

const steel = paint(MATERIAL.steel);
const oak = paint(MATERIAL.oak);
const dark = (p: Paint): Paint => ({ ...p, base: p.dark });

function pan(p: Paint): string {
  return (
    part('M 700 600 L 985 520 L 995 565 L 715 650 Z', paint(MATERIAL.iron)) +
    part('M 40 600 Q 50 760 380 770 Q 710 760 720 600 Z', p) +
    ellipse(380, 600, 340, 110, p.dark, p.line, 6) +
    ellipse(380, 612, 300, 85, paint(MATERIAL.iron).base)
  );
}

function pot(p: Paint, o: { handle: 'long' | 'two'; height: number; lid: boolean; width?: number }): string {
  const w = o.width ?? 300;
  const top = 900 - o.height;
  let out = '';
  if (o.handle === 'long') out += part(`M ${500 + w - 10} ${top + 60} L 960 ${top + 10} L 970 ${top + 50} L ${500 + w} ${top + 110} Z`, paint(MATERIAL.iron));
  else out += part(`M ${500 - w - 60} ${top + 50} h 70 v 50 h -70 Z`, dark(p)) + part(`M ${500 + w - 10} ${top + 50} h 70 v 50 h -70 Z`, dark(p));
  out += part(
    `M ${500 - w} ${top} L ${500 - w} 860 Q ${500 - w} 910 ${500 - w + 60} 910 L ${500 + w - 60} 910 Q ${500 + w} 910 ${500 + w} 860 L ${500 + w} ${top} Z`,
    p,
  );
  out += ellipse(500, top, w, 50, p.dark, p.line, 6);
  if (o.lid) out += part(`M ${500 - w - 10} ${top} Q 500 ${top - 140} ${500 + w + 10} ${top} Z`, steel) + ellipse(500, top - 75, 40, 22, MATERIAL.iron);
  return out;
}

function mug(p: Paint): string {
  return (
    part('M 640 420 Q 820 420 820 560 Q 820 700 640 700 L 640 640 Q 750 640 750 560 Q 750 480 640 480 Z', p) +
    part('M 260 330 L 260 820 Q 260 900 340 900 L 580 900 Q 660 900 660 820 L 660 330 Z', p) +
    ellipse(460, 330, 200, 50, p.dark, p.line, 6) +
    ellipse(460, 336, 175, 36, '#5a3d2b')
  );
}

function teapot(p: Paint): string {
  return (
    part('M 720 560 Q 850 470 900 380 L 930 400 Q 880 560 760 660 Z', p) +
    part('M 250 480 Q 120 500 150 640 Q 180 740 280 720', p, { sheen: false }) +
    part('M 250 480 Q 230 900 500 900 Q 770 900 750 480 Q 500 400 250 480 Z', p) +
    part('M 330 470 Q 500 340 670 470 Z', dark(p)) +
    circle(500, 380, 35, p.light, p.line)
  );
}

function plates(p: Paint): string {
  let out = '';
  for (let i = 3; i >= 0; i--) out += ellipse(500, 760 - i * 45, 380, 110, p.base, p.line, 6) + ellipse(500, 750 - i * 45, 250, 65, p.light);
  return out + `<ellipse cx="500" cy="625" rx="380" ry="110" fill="url(#sheen)"/>`;
}

function bowl(p: Paint): string {
  return part('M 150 480 Q 170 880 500 890 Q 830 880 850 480 Z', p) + ellipse(500, 480, 350, 90, p.dark, p.line, 6) + ellipse(500, 490, 310, 65, p.light);
}

function glasses(p: Paint): string {
  const glass = paint(MATERIAL.glass);
  const one = (x: number, h: number) =>
    `<path d="M ${x - 90} ${900 - h} L ${x - 75} 890 L ${x + 75} 890 L ${x + 90} ${900 - h} Z" fill="${glass.base}" fill-opacity="0.7" stroke="#8fb3c2" stroke-width="6"/>` +
    line(`M ${x - 60} ${920 - h} L ${x - 50} 870`, '#ffffff', 10) +
    `<path d="M ${x - 82} ${900 - h * 0.45} L ${x + 82} ${900 - h * 0.45} L ${x + 75} 890 L ${x - 75} 890 Z" fill="${p.light}" opacity="0.55"/>`;
  return one(300, 380) + one(500, 460) + one(700, 380);
}

function board(p: Paint): string {
  return (
    part(
      'M 180 380 Q 180 330 230 330 L 700 330 L 720 290 Q 800 250 880 300 Q 930 360 880 420 L 820 450 L 820 840 Q 820 880 780 880 L 230 880 Q 180 880 180 840 Z',
      p,
    ) +
    circle(830, 355, 28, '#e6e1d9', p.line) +
    line('M 240 450 Q 480 470 760 440', p.dark, 3) +
    line('M 240 620 Q 500 600 760 640', p.dark, 3) +
    line('M 240 780 Q 500 800 760 770', p.dark, 3)
  );
}

function knife(p: Paint): string {
  return (
    part('M 130 720 L 640 560 L 660 650 L 170 760 Q 110 760 130 720 Z', steel) +
    line('M 160 735 L 630 600', '#ffffff', 5) +
    part('M 640 560 L 900 490 Q 940 480 945 520 L 950 560 Q 945 590 910 595 L 660 650 Z', p) +
    circle(740, 580, 10, MATERIAL.steel) +
    circle(850, 550, 10, MATERIAL.steel)
  );
}

function chair(p: Paint): string {
  const legs = paint(MATERIAL.walnut);
  return (
    part('M 330 560 L 300 910 L 340 910 L 380 560 Z', legs) +
    part('M 680 560 L 720 910 L 680 910 L 630 560 Z', legs) +
    part('M 390 590 L 420 840 L 450 840 L 440 590 Z', dark(legs)) +
    part('M 620 590 L 590 840 L 560 840 L 570 590 Z', dark(legs)) +
    part('M 340 120 Q 500 90 660 120 L 650 520 L 350 520 Z', p) +
    part('M 280 520 L 720 520 Q 740 600 700 610 L 300 610 Q 260 600 280 520 Z', p) +
    line('M 380 170 Q 500 150 620 170', p.light, 6)
  );
}

function stool(p: Paint): string {
  return (
    part('M 380 420 L 300 910 L 340 910 L 420 420 Z', oak) +
    part('M 620 420 L 700 910 L 660 910 L 580 420 Z', oak) +
    part('M 480 420 L 480 880 L 520 880 L 520 420 Z', dark(oak)) +
    line('M 330 720 L 670 720', oak.line, 14) +
    part('M 290 360 Q 500 300 710 360 L 700 430 Q 500 470 300 430 Z', p)
  );
}

function table(p: Paint, o: { height: number; desk?: boolean }): string {
  const top = 900 - o.height;
  let out =
    part(`M 160 ${top + 40} L 170 910 L 205 910 L 215 ${top + 40} Z`, dark(p)) + part(`M 840 ${top + 40} L 830 910 L 795 910 L 785 ${top + 40} Z`, dark(p));
  if (o.desk)
    out +=
      box(560, top + 40, 230, 200, 6, p) +
      line(`M 600 ${top + 140} L 750 ${top + 140}`, p.line, 6) +
      line(`M 640 ${top + 90} L 710 ${top + 90}`, MATERIAL.steel, 10);
  else out += part(`M 220 ${top + 200} L 780 ${top + 200} L 780 ${top + 225} L 220 ${top + 225} Z`, dark(p));
  return out + box(100, top, 800, 45, 10, p);
}

function shelf(p: Paint): string {
  const colours = ['#c0392b', '#2f6db5', '#f2c230', '#3c8d5a', '#1d2b4f', '#e79bb4', '#d8c7a8'];
  let out = box(200, 90, 600, 820, 8, p);
  for (const [row, y] of [230, 470, 710].entries()) {
    out += rect(230, y - 110, 540, 120, 0, p.dark) + line(`M 210 ${y + 10} L 790 ${y + 10}`, p.line, 12);
    let x = 240;
    for (let i = 0; i < 6 + row; i++) {
      const w = 30 + ((i * 17 + row * 11) % 25);
      const h = 80 + ((i * 23 + row * 7) % 30);
      if (x + w > 700 + row * 20) break;
      out += rect(x, y - h, w, h, 3, colours[(i + row * 2) % colours.length]!, '#00000033', 2);
      x += w + 4;
    }
  }
  return out + line('M 210 850 L 790 850', p.line, 12);
}

function sideboard(p: Paint): string {
  return (
    part('M 170 780 L 160 910 L 190 910 L 210 780 Z', paint(MATERIAL.walnut)) +
    part('M 830 780 L 840 910 L 810 910 L 790 780 Z', paint(MATERIAL.walnut)) +
    box(100, 420, 800, 370, 10, p) +
    line('M 366 430 L 366 780', p.line, 5) +
    line('M 633 430 L 633 780', p.line, 5) +
    [233, 500, 766].map((x) => rect(x - 45, 520, 90, 10, 5, MATERIAL.gold)).join('') +
    circle(760, 380, 60, '#3c8d5a') +
    rect(735, 360, 50, 60, 10, '#e6e1d9', '#999', 3)
  );
}

function vase(p: Paint): string {
  return (
    line('M 500 330 Q 470 180 400 110', '#4f7a46', 8) +
    line('M 510 330 Q 560 170 640 140', '#4f7a46', 8) +
    circle(400, 110, 30, '#f2c230') +
    circle(640, 140, 34, '#e79bb4') +
    part('M 440 300 L 560 300 Q 560 380 620 440 Q 720 560 680 760 Q 650 900 500 900 Q 350 900 320 760 Q 280 560 380 440 Q 440 380 440 300 Z', p) +
    ellipse(500, 300, 60, 16, p.dark, p.line, 5)
  );
}

function cushion(p: Paint): string {
  return (
    part('M 170 230 Q 500 280 830 230 Q 780 540 830 850 Q 500 800 170 850 Q 220 540 170 230 Z', p) +
    line('M 260 320 Q 500 350 740 320', p.light, 6) +
    line('M 220 560 Q 500 520 780 560', p.dark, 4) +
    circle(500, 540, 14, p.dark)
  );
}

function candle(p: Paint): string {
  return (
    `<path d="M 500 250 Q 470 200 500 140 Q 530 200 500 250 Z" fill="#f5b041"/>` +
    line('M 500 250 L 500 290', '#333', 5) +
    box(440, 290, 120, 330, 12, paint(MATERIAL.white)) +
    part('M 330 620 L 670 620 L 630 700 L 560 720 L 560 830 L 680 880 L 680 910 L 320 910 L 320 880 L 440 830 L 440 720 L 370 700 Z', p)
  );
}

function throwBlanket(p: Paint): string {
  let out = '';
  for (let i = 0; i < 3; i++) out += box(170 + i * 10, 720 - i * 150, 660 - i * 20, 150, 60, i % 2 ? { ...p, base: p.light } : p);
  for (let x = 200; x <= 800; x += 30) out += line(`M ${x} 870 L ${x} 905`, p.line, 4);
  return out + line('M 200 640 L 800 640', p.light, 4) + line('M 220 490 L 780 490', p.dark, 4);
}

function mirror(p: Paint): string {
  return (
    part('M 500 80 L 560 150', p) +
    line('M 500 60 L 500 120', p.line, 6) +
    circle(500, 480, 380, p.base, p.line, 8) +
    circle(500, 480, 380, 'url(#sheen)') +
    circle(500, 480, 320, '#d9e6ec', p.line, 5) +
    `<path d="M 330 330 L 420 260 M 360 420 L 520 290" stroke="#ffffff" stroke-width="22" stroke-linecap="round" opacity="0.8"/>`
  );
}

function basket(p: Paint): string {
  let out = part('M 170 400 L 230 880 Q 240 910 280 910 L 720 910 Q 760 910 770 880 L 830 400 Z', p);
  for (let y = 460; y < 900; y += 55) out += line(`M ${180 + (y - 400) * 0.12} ${y} L ${820 - (y - 400) * 0.12} ${y}`, p.line, 5);
  for (let x = 260; x < 760; x += 80) out += line(`M ${x} 410 L ${x + (500 - x) * 0.1} 900`, p.dark, 4);
  return out + ellipse(500, 400, 330, 40, p.dark, p.line, 6) + part('M 150 380 Q 150 330 200 330 L 260 330 L 260 420 Z', p);
}

function bottle(p: Paint): string {
  return (
    part(
      'M 460 120 L 540 120 L 545 300 Q 650 360 650 460 L 650 860 Q 650 910 600 910 L 400 910 Q 350 910 350 860 L 350 460 Q 350 360 455 300 Z',
      paint('#5b6b2a'),
    ) +
    rect(460, 90, 80, 50, 6, MATERIAL.iron) +
    box(360, 520, 280, 260, 8, p) +
    ellipse(500, 640, 70, 40, '#6b8e23') +
    line('M 400 720 L 600 720', p.line, 5)
  );
}

export const HOME: Record<string, Drawing> = {
  'frying-pan': drawing(pan, [330, 560], false, 770),
  saucepan: drawing((p) => pot(p, { handle: 'long', height: 330, lid: false, width: 260 }), [500, 600]),
  stockpot: drawing((p) => pot(p, { handle: 'two', height: 480, lid: true }), [500, 380]),
  wok: drawing(
    (p) =>
      part('M 760 520 L 980 440 L 985 480 L 770 570 Z', paint(MATERIAL.walnut)) +
      part('M 80 500 Q 120 880 440 880 Q 760 880 800 500 Z', p) +
      ellipse(440, 500, 360, 70, p.dark, p.line, 6),
    [440, 600],
  ),
  casserole: drawing((p) => pot(p, { handle: 'two', height: 300, lid: true, width: 320 }), [500, 560]),
  'chefs-knife': drawing(knife, [760, 560], false, 760),
  'plate-set': drawing(plates, [500, 640]),
  bowl: drawing(bowl, [500, 560]),
  mug: drawing(mug, [700, 560]),
  'glass-set': drawing(glasses, [500, 600]),
  'serving-board': drawing(board, [780, 380]),
  teapot: drawing(teapot, [500, 420]),
  'dining-chair': drawing(chair, [500, 500]),
  'coffee-table': drawing((p) => table(p, { height: 380 }), [500, 540]),
  bookshelf: drawing(shelf, [450, 420]),
  sideboard: drawing(sideboard, [500, 560]),
  stool: drawing(stool, [500, 400]),
  desk: drawing((p) => table(p, { height: 600, desk: true }), [660, 400]),
  vase: drawing(vase, [500, 300]),
  cushion: drawing(cushion, [500, 540]),
  'candle-holder': drawing(candle, [500, 300]),
  throw: drawing(throwBlanket, [500, 820]),
  mirror: drawing(mirror, [500, 200]),
  basket: drawing(basket, [300, 600]),
  'oil-bottle': drawing(bottle, [500, 640]),
};
