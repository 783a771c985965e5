// Electronics drawings: headphones, speakers, computer accessories, smart-home devices and
// digital goods (an e-book on a tablet, a software box).
import { drawing, type Drawing } from './drawing.ts';
import { MATERIAL, box, circle, ellipse, line, paint, part, rect, type Paint } from './paint.ts';

const black = paint(MATERIAL.plastic);
const steel = paint(MATERIAL.steel);

function headphones(p: Paint, o: { cup: number; mic?: boolean }): string {
  const r = o.cup;
  let out = part('M 210 560 Q 190 150 500 140 Q 810 150 790 560 L 740 560 Q 750 210 500 200 Q 250 210 260 560 Z', p);
  out += part('M 300 220 Q 500 150 700 220 L 690 260 Q 500 200 310 260 Z', { ...p, base: p.dark });
  for (const x of [230, 770])
    out +=
      ellipse(x, 640, r * 0.62, r, p.base, p.line, 6) +
      ellipse(x + (x < 500 ? 30 : -30), 640, r * 0.42, r * 0.78, p.dark) +
      ellipse(x, 640, r * 0.62, r, 'url(#sheen)');
  if (o.mic) out += line('M 200 700 Q 220 860 420 860', MATERIAL.plastic, 14) + circle(430, 860, 24, MATERIAL.plastic);
  return out;
}

function earbuds(p: Paint): string {
  const bud = (x: number, flip: number) =>
    `<g transform="translate(${x} 380) scale(${flip} 1)">` +
    part('M -60 0 Q -60 -90 20 -90 Q 90 -90 90 -10 Q 90 60 40 70 L 30 260 Q 30 290 0 290 Q -30 290 -30 260 L -30 60 Q -60 40 -60 0 Z', p) +
    circle(-10, -20, 34, p.dark) +
    '</g>';
  return box(250, 620, 500, 270, 110, p) + line('M 260 700 L 740 700', p.line, 5) + circle(500, 800, 10, '#4caf50') + bud(380, 1) + bud(620, -1);
}

function speaker(p: Paint): string {
  let out = box(300, 180, 400, 700, 150, p);
  for (let y = 300; y < 780; y += 36) for (let x = 360; x < 650; x += 36) out += circle(x + ((y / 36) % 2) * 18, y, 8, p.dark);
  return out + rect(300, 820, 400, 40, 20, p.dark) + circle(500, 220, 14, p.light);
}

function soundbar(p: Paint): string {
  let out = box(60, 470, 880, 190, 80, p);
  for (let x = 140; x < 880; x += 30) out += line(`M ${x} 510 L ${x} 620`, p.dark, 8);
  return out + rect(60, 660, 880, 16, 8, p.line) + circle(860, 500, 10, '#ffffff');
}

function bookshelfSpeakers(p: Paint): string {
  const one = (x: number) =>
    box(x, 330, 300, 560, 20, p) +
    circle(x + 150, 470, 70, p.dark, p.line, 6) +
    circle(x + 150, 470, 30, '#111') +
    circle(x + 150, 700, 110, p.dark, p.line, 6) +
    circle(x + 150, 700, 46, '#111');
  return one(140) + one(560);
}

function radio(p: Paint): string {
  let out = line('M 690 420 L 840 110', MATERIAL.steel, 10) + circle(840, 110, 14, MATERIAL.steel) + box(150, 400, 700, 480, 60, p);
  for (let y = 470; y < 820; y += 30) out += line(`M 200 ${y} L 520 ${y}`, p.dark, 10);
  return (
    out +
    rect(560, 460, 250, 110, 12, '#f6e7c1', p.line) +
    line('M 590 520 L 780 520', '#c0392b', 5) +
    circle(620, 720, 60, p.light, p.line) +
    circle(760, 720, 45, p.light, p.line)
  );
}

function keyboard(p: Paint): string {
  let out = box(60, 480, 880, 330, 30, p);
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 14; col++) {
      if (row === 4 && col > 3 && col < 10) continue;
      out += rect(95 + col * 59, 510 + row * 56, 50, 46, 8, p.light, p.line, 2);
    }
  }
  return out + rect(95 + 4 * 59, 510 + 4 * 56, 50 * 6 + 9 * 5, 46, 8, p.light, p.line, 2);
}

function mouse(p: Paint): string {
  return (
    part('M 500 200 Q 760 200 760 520 Q 760 880 500 880 Q 240 880 240 520 Q 240 200 500 200 Z', p) +
    line('M 500 210 L 500 460', p.line, 5) +
    line('M 260 460 Q 500 500 740 460', p.dark, 4) +
    rect(485, 280, 30, 90, 14, p.dark, p.line, 3)
  );
}

function monitor(p: Paint): string {
  return (
    part('M 440 700 L 560 700 L 580 860 L 420 860 Z', steel) +
    ellipse(500, 880, 190, 30, steel.base, steel.line, 6) +
    box(70, 170, 860, 540, 20, p) +
    rect(95, 195, 810, 470, 6, MATERIAL.screen) +
    `<path d="M 95 665 L 400 420 L 560 560 L 700 440 L 905 620 L 905 665 Z" fill="#2f6db5" opacity="0.65"/>` +
    circle(760, 300, 50, '#f2c230', 'none') +
    rect(480, 680, 40, 12, 6, '#eeeeee')
  );
}

function laptopStand(p: Paint): string {
  return (
    part('M 180 880 L 330 470 L 820 390 L 850 430 L 370 520 L 240 880 Z', p) +
    part('M 600 880 L 700 420 L 760 410 L 660 880 Z', { ...p, base: p.dark }) +
    part('M 330 440 L 820 360 L 830 380 L 340 465 Z', paint('#c9ccd1')) +
    part('M 340 440 L 300 150 L 790 80 L 820 360 Z', paint('#9ea3aa')) +
    circle(560, 250, 22, '#eeeeee')
  );
}

function hub(p: Paint): string {
  return (
    line('M 200 560 Q 80 560 100 760 Q 120 900 300 900', '#333', 18) +
    box(200, 460, 600, 200, 60, p) +
    [340, 430, 520].map((x) => rect(x, 540, 60, 30, 8, '#222')).join('') +
    rect(610, 535, 110, 40, 6, '#222') +
    circle(270, 560, 12, '#4caf50')
  );
}

function webcam(p: Paint): string {
  return (
    part('M 380 560 L 620 560 L 640 700 L 360 700 Z', black) +
    part('M 340 700 L 660 700 L 660 740 L 340 740 Z', black) +
    box(180, 300, 640, 280, 140, p) +
    circle(500, 440, 100, '#111', p.line, 8) +
    circle(500, 440, 55, '#2a3f5a') +
    circle(480, 420, 16, '#ffffff') +
    circle(700, 440, 10, '#4caf50')
  );
}

function plug(p: Paint): string {
  return (
    rect(430, 790, 30, 110, 10, MATERIAL.steel, MATERIAL.darkSteel) +
    rect(540, 790, 30, 110, 10, MATERIAL.steel, MATERIAL.darkSteel) +
    box(250, 260, 500, 540, 120, p) +
    circle(500, 530, 160, p.light, p.line, 5) +
    circle(440, 530, 22, p.dark) +
    circle(560, 530, 22, p.dark) +
    circle(650, 340, 14, '#4caf50')
  );
}

function bulb(p: Paint): string {
  // The glass is always warm white; the product colour is the light it gives.
  return (
    `<circle cx="500" cy="400" r="300" fill="${p.light}" opacity="0.45"/>` +
    part('M 500 180 Q 730 180 730 420 Q 730 540 620 620 L 610 700 L 390 700 L 380 620 Q 270 540 270 420 Q 270 180 500 180 Z', paint('#fff4d1')) +
    line('M 450 600 L 450 470 Q 500 420 550 470 L 550 600', '#e0a030', 6) +
    rect(390, 700, 220, 160, 20, MATERIAL.steel, MATERIAL.darkSteel) +
    line('M 390 745 L 610 745 M 390 795 L 610 795', MATERIAL.darkSteel, 6) +
    part('M 450 860 L 550 860 L 520 910 L 480 910 Z', black)
  );
}

function thermostat(p: Paint): string {
  return (
    circle(500, 520, 330, p.base, p.line, 8) +
    circle(500, 520, 330, 'url(#sheen)') +
    circle(500, 520, 250, '#1d2733') +
    `<path d="M 330 600 A 190 190 0 1 1 670 600" fill="none" stroke="#e67e22" stroke-width="18" stroke-linecap="round"/>` +
    `<text x="500" y="560" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="120" fill="#ffffff">21°</text>`
  );
}

function sensor(p: Paint): string {
  return (
    box(330, 250, 340, 560, 50, paint(MATERIAL.white)) +
    part('M 360 480 Q 360 330 500 330 Q 640 330 640 480 Z', p) +
    circle(500, 700, 14, '#e74c3c') +
    line('M 390 560 L 610 560', '#ccc', 5)
  );
}

function doorbell(p: Paint): string {
  return (
    box(360, 140, 280, 760, 140, p) +
    circle(500, 320, 70, '#111', p.line, 6) +
    circle(500, 320, 30, '#2a3f5a') +
    circle(488, 306, 10, '#ffffff') +
    circle(500, 700, 85, p.light, p.line, 6) +
    `<circle cx="500" cy="700" r="60" fill="none" stroke="#5dade2" stroke-width="10"/>`
  );
}

function tablet(p: Paint): string {
  return (
    box(220, 120, 560, 780, 50, black) +
    rect(255, 170, 490, 660, 8, p.base) +
    rect(255, 170, 490, 660, 8, 'url(#sheen)') +
    rect(320, 260, 360, 40, 8, '#ffffff') +
    rect(320, 320, 260, 24, 8, '#ffffffcc') +
    circle(500, 560, 120, p.light) +
    line('M 320 760 L 680 760', '#ffffff', 10) +
    circle(500, 865, 12, '#444')
  );
}

function softwareBox(p: Paint): string {
  return (
    part('M 250 210 L 690 150 L 760 200 L 760 860 L 320 910 L 250 860 Z', { ...p, base: p.dark }) +
    box(250, 210, 440, 700, 10, p) +
    circle(470, 500, 140, '#ffffff') +
    circle(470, 500, 140, 'url(#sheen)') +
    circle(470, 500, 35, p.light, p.line) +
    rect(300, 720, 340, 40, 8, '#ffffff') +
    rect(300, 780, 220, 26, 8, '#ffffffaa')
  );
}

export const TECH: Record<string, Drawing> = {
  'over-ear': drawing((p) => headphones(p, { cup: 150 }), [230, 640], false, 790),
  'on-ear': drawing((p) => headphones(p, { cup: 115 }), [770, 640], false, 755),
  headset: drawing((p) => headphones(p, { cup: 140, mic: true }), [330, 820], false, 884),
  'in-ear': drawing(earbuds, [500, 380]),
  speaker: drawing(speaker, [500, 400]),
  soundbar: drawing(soundbar, [800, 560], false, 676),
  'bookshelf-speakers': drawing(bookshelfSpeakers, [290, 600]),
  radio: drawing(radio, [680, 560]),
  keyboard: drawing(keyboard, [300, 600], false, 810),
  mouse: drawing(mouse, [500, 330], false, 880),
  monitor: drawing(monitor, [500, 440]),
  'laptop-stand': drawing(laptopStand, [500, 500]),
  'usb-hub': drawing(hub, [500, 560]),
  webcam: drawing(webcam, [500, 440], false, 740),
  'smart-plug': drawing(plug, [500, 530]),
  'led-bulb': drawing(bulb, [500, 760]),
  thermostat: drawing(thermostat, [500, 520], false, 850),
  'motion-sensor': drawing(sensor, [500, 420], false, 810),
  doorbell: drawing(doorbell, [500, 320]),
  'e-book': drawing(tablet, [500, 400]),
  software: drawing(softwareBox, [470, 500]),
};
