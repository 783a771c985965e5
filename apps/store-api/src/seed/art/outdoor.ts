// Sports and outdoor drawings: shoes, accessories (belt, scarf, beanie, bags, socks, gloves),
// cycling kit, tents and sports nutrition.
import { drawing, type Drawing } from './drawing.ts';
import { MATERIAL, box, circle, dashed, ellipse, line, paint, part, rect, type Paint } from './paint.ts';

const rubber = paint(MATERIAL.rubber);
const white = paint(MATERIAL.white);

function shoe(p: Paint): string {
  return (
    part('M 90 760 Q 80 840 150 850 L 870 850 Q 940 840 930 770 Z', white) +
    part('M 110 760 Q 120 560 250 520 L 420 440 Q 470 420 500 470 L 560 560 Q 700 600 850 640 Q 940 670 925 770 L 110 770 Z', p) +
    part('M 250 520 Q 300 470 420 440 L 470 560 Q 380 600 300 640 Z', { ...p, base: p.dark }) +
    line('M 380 500 L 470 480 M 400 540 L 500 520 M 420 580 L 530 560', '#ffffff', 8) +
    line('M 560 700 Q 700 660 880 720', p.light, 14) +
    line('M 110 800 L 925 800', '#c9c9c9', 5)
  );
}

function helmet(p: Paint): string {
  let out = part('M 120 640 Q 120 260 500 240 Q 880 260 900 620 Q 900 690 820 700 L 200 700 Q 120 700 120 640 Z', p);
  for (const x of [300, 420, 540, 660])
    out += part(
      `M ${x} 330 Q ${x + 40} 300 ${x + 80} 330 L ${x + 70} 480 Q ${x + 40} 500 ${x + 10} 480 Z`,
      { ...p, base: '#2b2b2b' },
      { width: 4, sheen: false },
    );
  return (
    out +
    part('M 120 640 L 900 620 L 900 690 L 120 700 Z', rubber) +
    line('M 230 700 Q 300 880 420 900', '#333', 10) +
    line('M 770 700 Q 700 880 580 900', '#333', 10) +
    rect(460, 880, 80, 40, 8, '#333')
  );
}

function gloves(p: Paint): string {
  const glove = (x: number, mirror: boolean) =>
    `<g transform="translate(${x} 0)${mirror ? ' translate(300 0) scale(-1 1)' : ''}">` +
    part(
      'M 40 880 L 40 560 Q 30 470 70 470 Q 100 470 100 540 L 100 330 Q 100 290 130 290 Q 160 290 160 330 L 165 300 Q 170 260 200 262 Q 228 265 225 305 L 230 330 Q 238 300 265 305 Q 290 310 288 350 L 280 880 Z',
      p,
    ) +
    box(40, 760, 240, 120, 16, { ...p, base: p.dark }) +
    line('M 80 800 L 240 800', '#ffffff', 6) +
    '</g>';
  return glove(160, false) + glove(540, true);
}

function waterBottle(p: Paint): string {
  return (
    rect(440, 110, 120, 70, 14, '#333') +
    rect(470, 70, 60, 50, 10, '#555') +
    part('M 330 200 Q 330 170 370 170 L 630 170 Q 670 170 670 200 L 660 880 Q 660 910 620 910 L 380 910 Q 340 910 340 880 Z', p) +
    line('M 345 420 Q 500 450 655 420', p.dark, 10) +
    line('M 345 620 Q 500 650 655 620', p.dark, 10) +
    line('M 390 230 L 395 860', '#ffffff', 14, ' opacity="0.35"')
  );
}

function saddleBag(p: Paint): string {
  return (
    part('M 150 420 L 850 380 Q 890 380 880 440 L 820 720 Q 800 780 740 770 L 300 690 Q 150 660 150 560 Z', p) +
    line('M 180 470 L 850 430', p.line, 5) +
    dashed('M 200 520 L 830 485', p.light) +
    rect(420, 360, 40, 150, 8, '#222') +
    rect(620, 350, 40, 150, 8, '#222') +
    line('M 160 600 L 400 640', '#d4d4d4', 8)
  );
}

function lights(p: Paint): string {
  const one = (x: number, lens: string) =>
    box(x, 330, 180, 400, 60, p) + ellipse(x + 90, 450, 60, 90, lens, '#777', 5) + rect(x + 60, 730, 60, 120, 10, '#333');
  return one(220, '#fffbe6') + one(600, '#e74c3c') + circle(310, 420, 18, '#ffffff');
}

function tent(p: Paint, shape: 'dome' | 'tunnel' | 'ridge'): string {
  const fly = paint(p.dark);
  if (shape === 'dome') {
    return (
      part('M 80 860 Q 130 330 500 300 Q 870 330 920 860 Z', p) +
      line('M 100 860 Q 400 240 900 860', p.light, 10) +
      line('M 100 860 Q 600 240 900 860', p.light, 10) +
      part('M 380 860 Q 400 560 500 520 Q 600 560 620 860 Z', fly) +
      line('M 500 540 L 500 860', p.line, 5) +
      line('M 60 870 L 940 870', '#6b5b4b', 6)
    );
  }
  if (shape === 'tunnel') {
    let out = part('M 60 860 L 120 470 Q 300 360 520 420 Q 760 380 940 560 L 960 860 Z', p);
    for (const x of [250, 480, 720]) out += line(`M ${x - 60} 860 Q ${x} ${380 + (x - 250) * 0.08} ${x + 60} 860`, p.light, 10);
    return out + part('M 80 860 L 130 560 Q 200 520 260 560 L 280 860 Z', fly) + line('M 40 870 L 980 870', '#6b5b4b', 6);
  }
  return (
    part('M 100 860 L 420 330 L 900 420 L 940 860 Z', p) +
    part('M 100 860 L 420 330 L 560 860 Z', { ...p, base: p.light }) +
    part('M 250 860 L 420 560 L 470 860 Z', fly) +
    line('M 420 330 L 420 280', '#555', 8) +
    line('M 420 330 L 60 600 M 900 420 L 980 620', '#777', 3) +
    line('M 40 870 L 980 870', '#6b5b4b', 6)
  );
}

function tarp(p: Paint): string {
  return (
    line('M 200 860 L 200 380 M 800 860 L 800 480', '#6b6b6b', 12) +
    part('M 120 400 L 500 300 L 900 470 L 700 640 L 300 600 Z', p) +
    line('M 500 300 L 500 610', p.line, 5) +
    line('M 120 400 L 40 860 M 900 470 L 980 860', '#888', 3) +
    ellipse(500, 870, 420, 20, '#cbb89a')
  );
}

function footprint(p: Paint): string {
  return (
    part('M 100 640 L 420 520 L 900 560 L 640 760 L 120 730 Z', p) +
    dashed('M 140 650 L 420 550 L 850 580 L 630 735 L 150 710 Z', p.light) +
    box(620, 330, 260, 160, 70, p) +
    line('M 650 360 L 850 460', p.line, 5) +
    rect(720, 310, 60, 200, 6, '#333', 'none')
  );
}

function belt(p: Paint): string {
  let out = part('M 200 470 L 880 470 L 940 510 L 880 550 L 200 550 Z', p) + dashed('M 210 482 L 875 482', p.light) + dashed('M 210 538 L 875 538', p.light);
  for (let x = 700; x <= 840; x += 35) out += circle(x, 510, 9, p.line);
  return (
    out +
    rect(80, 420, 170, 180, 30, 'none', MATERIAL.steel, 22) +
    rect(80, 420, 170, 180, 30, 'none', MATERIAL.darkSteel, 4) +
    line('M 165 430 L 165 590', MATERIAL.darkSteel, 12) +
    rect(255, 462, 40, 96, 6, p.dark, p.line, 4)
  );
}

function scarf(p: Paint): string {
  let out =
    part('M 260 160 Q 500 100 740 160 Q 760 330 640 420 L 620 840 L 470 850 L 480 430 Q 300 380 260 160 Z', p) +
    part('M 330 260 Q 420 420 560 440 L 420 860 L 280 820 Z', { ...p, base: p.dark });
  for (let x = 290; x < 420; x += 18) out += line(`M ${x} ${830 + (x - 290) * 0.2} L ${x - 6} ${890 + (x - 290) * 0.2}`, p.line, 5);
  for (let x = 480; x < 620; x += 18) out += line(`M ${x} 848 L ${x} 905`, p.line, 5);
  return out + line('M 300 200 Q 500 160 700 200', p.light, 8);
}

function beanie(p: Paint): string {
  let out = part('M 200 700 Q 190 300 500 280 Q 810 300 800 700 Z', p) + circle(500, 240, 80, p.light, p.line);
  for (let x = 290; x <= 710; x += 60) out += line(`M ${x} 360 Q ${x + (x - 500) * 0.1} 520 ${x} 700`, p.dark, 4);
  out += box(170, 660, 660, 180, 40, { ...p, base: p.dark });
  for (let x = 210; x <= 790; x += 36) out += line(`M ${x} 675 L ${x} 825`, p.line, 4);
  return out;
}

function tote(p: Paint): string {
  return (
    line('M 330 470 Q 330 170 500 170 Q 670 170 670 470', p.line, 26) +
    line('M 330 470 Q 330 170 500 170 Q 670 170 670 470', p.base, 16) +
    part('M 220 420 L 780 420 L 820 900 L 180 900 Z', p) +
    dashed('M 235 450 L 765 450', p.light) +
    box(380, 560, 240, 200, 10, { ...p, base: p.light })
  );
}

function wallet(p: Paint): string {
  return (
    box(180, 380, 640, 440, 40, p) +
    part('M 180 500 L 820 500 L 820 640 L 180 640 Z', { ...p, base: p.dark }, { sheen: false }) +
    rect(660, 540, 90, 60, 14, MATERIAL.steel, MATERIAL.darkSteel, 4) +
    dashed('M 210 410 L 790 410 L 790 790 L 210 790 Z', p.light) +
    rect(240, 330, 260, 60, 6, '#e8e2d4', '#aaa', 3)
  );
}

function socks(p: Paint): string {
  const sock = (dx: number) =>
    `<g transform="translate(${dx} 0)">` +
    part('M 200 120 L 380 120 L 380 600 Q 380 680 430 720 L 560 800 Q 620 850 580 900 Q 540 940 470 910 L 250 790 Q 200 760 200 680 Z', p) +
    part('M 200 120 L 380 120 L 380 200 L 200 200 Z', { ...p, base: p.dark }) +
    part('M 470 910 Q 540 940 580 900 Q 620 850 560 800 L 520 780 Q 500 860 470 910 Z', { ...p, base: p.light }) +
    '</g>';
  return sock(0) + sock(240);
}

function sachets(p: Paint): string {
  const one = (x: number, y: number, r: number) =>
    `<g transform="rotate(${r} ${x + 120} ${y + 200})">` +
    box(x, y, 240, 400, 14, p) +
    rect(x, y, 240, 60, 10, p.dark) +
    rect(x + 40, y + 150, 160, 110, 10, '#ffffff') +
    circle(x + 120, y + 205, 34, '#f2c230') +
    '</g>';
  return one(160, 430, -12) + one(380, 420, 4) + one(580, 440, 14);
}

function tub(p: Paint): string {
  return (
    part('M 260 330 L 740 330 L 720 880 Q 720 910 690 910 L 310 910 Q 280 910 280 880 Z', p) +
    box(240, 250, 520, 110, 20, paint(MATERIAL.white)) +
    box(320, 480, 360, 260, 16, paint('#ffffff')) +
    circle(500, 580, 60, '#f2c230') +
    line('M 380 690 L 620 690', '#999', 8)
  );
}

export const OUTDOOR: Record<string, Drawing> = {
  'running-shoes': drawing(shoe, [420, 520], false, 850),
  helmet: drawing(helmet, [480, 400]),
  gloves: drawing(gloves, [300, 780], true, 880),
  'water-bottle': drawing(waterBottle, [500, 160]),
  'saddle-bag': drawing(saddleBag, [500, 480], false, 780),
  'light-set': drawing(lights, [310, 450], false, 850),
  'dome-tent': drawing((p) => tent(p, 'dome'), [500, 600]),
  'tunnel-tent': drawing((p) => tent(p, 'tunnel'), [250, 650]),
  'trekking-tent': drawing((p) => tent(p, 'ridge'), [420, 500]),
  tarp: drawing(tarp, [500, 420]),
  footprint: drawing(footprint, [750, 420], false, 760),
  belt: drawing(belt, [200, 510], false, 640),
  scarf: drawing(scarf, [450, 850], true),
  beanie: drawing(beanie, [500, 740], true),
  tote: drawing(tote, [500, 650]),
  wallet: drawing(wallet, [700, 570], false, 820),
  socks: drawing(socks, [520, 860], true),
  'gel-sachets': drawing(sachets, [500, 640], false, 860),
  'powder-tub': drawing(tub, [500, 600]),
};
