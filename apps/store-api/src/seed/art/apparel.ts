// Clothing drawings: tops, shirts, dresses, trousers and sportswear (front and back).
import { drawing, type Drawing } from './drawing.ts';
import { buttons, circle, dashed, line, part, type Paint } from './paint.ts';

interface TopOptions {
  sleeve: 'none' | 'short' | 'long';
  neck: 'round' | 'v' | 'collar' | 'polo' | 'strap';
  placket?: 'buttons' | 'zip' | 'open';
  pocket?: boolean;
  cuffs?: boolean;
  stripe?: boolean;
  check?: boolean;
  length?: number;
}

function top(o: TopOptions) {
  return (p: Paint, side: 'front' | 'back') => {
    const hem = 880 + (o.length ?? 0);
    const shoulder = o.neck === 'strap' ? 'M 360 130 L 330 130' : '';
    const body =
      o.sleeve === 'none'
        ? `M 330 110 L 380 110 Q 500 ${o.neck === 'strap' ? 300 : 220} 620 110 L 670 110 Q 690 300 760 360 L 760 ${hem} L 240 ${hem} L 240 360 Q 310 300 330 110 Z`
        : o.sleeve === 'short'
          ? `M 370 120 Q 500 175 630 120 L 820 190 L 905 400 L 775 445 L 745 370 L 745 ${hem} L 255 ${hem} L 255 370 L 225 445 L 95 400 L 180 190 Z`
          : `M 370 120 Q 500 175 630 120 L 800 180 Q 870 260 890 500 L 930 850 L 820 865 L 760 520 L 750 ${hem} L 250 ${hem} L 240 520 L 180 865 L 70 850 L 110 500 Q 130 260 200 180 Z`;
    let out = part(body, p) + shoulder;
    if (side === 'front') {
      if (o.neck === 'round') out += line('M 370 120 Q 500 215 630 120', p.line, 6) + line('M 385 135 Q 500 235 615 135', p.dark, 4);
      if (o.neck === 'v') out += part('M 370 120 L 500 300 L 630 120 Q 500 170 370 120 Z', { ...p, base: p.dark });
      if (o.neck === 'collar' || o.neck === 'polo') {
        out +=
          part('M 370 120 L 500 200 L 470 270 L 360 190 Z', { ...p, base: p.light }) +
          part('M 630 120 L 500 200 L 530 270 L 640 190 Z', { ...p, base: p.light });
      }
      if (o.neck === 'polo') out += line('M 500 200 L 500 400', p.line, 5) + buttons(500, 240, 370, 3, p.light);
      if (o.placket === 'buttons') out += line(`M 500 200 L 500 ${hem}`, p.line, 5) + buttons(520, 290, hem - 90, 6, p.light);
      if (o.placket === 'zip') out += line(`M 500 150 L 500 ${hem}`, '#9aa0a6', 8) + circle(500, 200, 12, '#9aa0a6');
      if (o.placket === 'open') out += line(`M 500 170 L 500 ${hem}`, p.line, 6) + buttons(470, 300, hem - 120, 5, p.light);
      if (o.pocket) out += part('M 300 330 L 420 330 L 420 450 Q 360 470 300 450 Z', p, { width: 4 });
    } else {
      out += line('M 370 120 Q 500 150 630 120', p.line, 6);
      if (o.neck === 'collar' || o.neck === 'polo') out += part('M 370 120 Q 500 160 630 120 L 620 170 Q 500 200 380 170 Z', { ...p, base: p.light });
    }
    if (o.stripe) out += `<path d="M 255 560 L 745 500 L 745 600 L 255 660 Z" fill="${p.light}" opacity="0.85"/>`;
    if (o.check) {
      for (let x = 290; x < 740; x += 90) out += `<path d="M ${x} 140 L ${x} ${hem}" stroke="${p.dark}" stroke-width="26" opacity="0.45"/>`;
      for (let y = 250; y < hem; y += 90) out += `<path d="M 262 ${y} L 738 ${y}" stroke="${p.light}" stroke-width="18" opacity="0.35"/>`;
    }
    if (o.cuffs)
      out +=
        line(`M 255 ${hem - 30} L 745 ${hem - 30}`, p.dark, 10) +
        (o.sleeve === 'long' ? line('M 85 815 L 190 828', p.dark, 10) + line('M 915 815 L 810 828', p.dark, 10) : '');
    // Stitching along the hems and a soft fold make the flat shape read as fabric.
    out += dashed(`M 262 ${hem - 22} L 738 ${hem - 22}`, p.dark, 3);
    if (o.sleeve === 'short') out += dashed('M 110 383 L 232 428', p.dark, 3) + dashed('M 890 383 L 768 428', p.dark, 3);
    out += `<path d="M 600 ${hem - 10} Q 640 ${hem - 200} 610 ${hem - 380}" fill="none" stroke="${p.dark}" stroke-width="16" opacity="0.25" stroke-linecap="round"/>`;
    return out;
  };
}

function dress(o: { straps?: boolean; sleeve?: 'short' | 'long'; wrap?: boolean; collar?: boolean; long?: boolean; knit?: boolean }) {
  return (p: Paint, side: 'front' | 'back') => {
    const hem = o.long ? 960 : 860;
    const flare = o.knit ? 110 : 200;
    const bodice = o.straps ? 'M 400 90 L 420 90 L 430 250 L 570 250 L 580 90 L 600 90 L 620 260' : 'M 380 100 Q 500 150 620 100 L 650 260';
    const sleeves =
      o.sleeve === 'long'
        ? part('M 380 100 L 300 140 Q 250 300 220 620 L 300 630 L 350 330 Z', p) + part('M 620 100 L 700 140 Q 750 300 780 620 L 700 630 L 650 330 Z', p)
        : o.sleeve === 'short'
          ? part('M 380 100 L 280 150 L 250 280 L 345 300 Z', p) + part('M 620 100 L 720 150 L 750 280 L 655 300 Z', p)
          : '';
    const body = `${bodice} Q 640 380 620 440 L ${500 + flare + 110} ${hem} Q 500 ${hem + 40} ${500 - flare - 110} ${hem} L 380 440 Q 360 380 ${o.straps ? '380 260 L 400 90' : '350 260 L 380 100'} Z`;
    let out = sleeves + part(body, p);
    out += line('M 380 440 Q 500 460 620 440', p.line, 5);
    if (side === 'front') {
      if (o.wrap) out += line('M 390 110 L 610 440', p.line, 6) + line('M 610 110 L 470 330', p.dark, 4) + line('M 600 445 Q 640 520 610 600', p.line, 6);
      else if (o.collar)
        out +=
          part('M 390 105 L 500 170 L 470 230 L 380 170 Z', { ...p, base: p.light }) +
          part('M 610 105 L 500 170 L 530 230 L 620 170 Z', { ...p, base: p.light }) +
          buttons(500, 220, 420, 4, p.light);
      else out += line(o.straps ? 'M 430 250 Q 500 290 570 250' : 'M 380 100 Q 500 200 620 100', p.line, 6);
    }
    if (o.knit) for (let x = 380; x <= 620; x += 40) out += line(`M ${x} 460 L ${x + (x - 500) * 0.5} ${hem - 10}`, p.dark, 3);
    else out += line(`M 430 470 Q 420 700 380 ${hem - 10}`, p.dark, 3) + line(`M 570 470 Q 580 700 620 ${hem - 10}`, p.dark, 3);
    return out;
  };
}

function trousers(o: { denim?: boolean; cargo?: boolean; cuffs?: boolean; slim?: boolean; drawstring?: boolean }) {
  return (p: Paint, side: 'front' | 'back') => {
    const w = o.slim ? 60 : 0;
    const body = `M 300 90 L 700 90 L ${740 - w} 940 L ${545 + w / 3} 940 L 505 330 L 495 330 L ${455 - w / 3} 940 L ${260 + w} 940 Z`;
    let out = part(body, p) + part('M 300 90 L 700 90 L 702 150 L 298 150 Z', { ...p, base: p.dark });
    const stitch = o.denim ? '#d89a3c' : p.dark;
    if (side === 'front') {
      out += line('M 500 150 L 500 330', p.line, 5);
      out += dashed('M 330 160 Q 380 240 440 200', stitch) + dashed('M 670 160 Q 620 240 560 200', stitch);
      if (o.drawstring) out += line('M 480 150 Q 470 230 450 260', '#f2f2f2', 6) + line('M 520 150 Q 530 230 550 260', '#f2f2f2', 6);
    } else {
      out += part('M 340 210 L 460 210 L 455 330 L 345 330 Z', p, { width: 4 }) + part('M 540 210 L 660 210 L 655 330 L 545 330 Z', p, { width: 4 });
      if (o.denim) out += dashed('M 350 230 L 450 230', stitch) + dashed('M 550 230 L 650 230', stitch);
    }
    if (o.cargo) out += part('M 280 480 L 380 480 L 385 620 L 290 620 Z', p, { width: 4 }) + part('M 720 480 L 620 480 L 615 620 L 710 620 Z', p, { width: 4 });
    if (o.cuffs) out += line(`M ${265 + w} 905 L ${450 - w / 3} 905`, p.dark, 14) + line(`M ${550 + w / 3} 905 L ${735 - w} 905`, p.dark, 14);
    if (o.denim) out += dashed('M 290 940 L 300 160', stitch) + dashed('M 710 940 L 700 160', stitch);
    return out;
  };
}

function vest(p: Paint, side: 'front' | 'back'): string {
  let out = part('M 360 110 L 420 110 Q 500 260 580 110 L 640 110 Q 660 280 740 340 L 740 760 L 260 760 L 260 340 Q 340 280 360 110 Z', p);
  if (side === 'front') {
    out +=
      part('M 290 380 L 380 380 L 380 620 L 290 620 Z', { ...p, base: '#dfe9f0' }, { width: 4 }) +
      part('M 620 380 L 710 380 L 710 620 L 620 620 Z', { ...p, base: '#dfe9f0' }, { width: 4 });
    out += line('M 300 680 L 700 680', '#333', 8);
  } else out += part('M 330 300 L 670 300 L 660 700 L 340 700 Z', { ...p, base: p.dark });
  return out;
}

export const APPAREL: Record<string, Drawing> = {
  't-shirt': drawing(top({ sleeve: 'short', neck: 'round' }), [500, 250], true),
  'tank-top': drawing(top({ sleeve: 'none', neck: 'strap' }), [500, 260], true),
  blouse: drawing(top({ sleeve: 'long', neck: 'v', placket: 'buttons', length: -30 }), [500, 280], true),
  jumper: drawing(top({ sleeve: 'long', neck: 'round', cuffs: true }), [500, 250], true),
  cardigan: drawing(top({ sleeve: 'long', neck: 'v', placket: 'open', cuffs: true }), [500, 380], true),
  shirt: drawing(top({ sleeve: 'long', neck: 'collar', placket: 'buttons', pocket: true }), [470, 260], true),
  'short-shirt': drawing(top({ sleeve: 'short', neck: 'collar', placket: 'buttons', pocket: true }), [470, 260], true),
  'flannel-shirt': drawing(top({ sleeve: 'long', neck: 'collar', placket: 'buttons', check: true }), [470, 260], true),
  overshirt: drawing(top({ sleeve: 'long', neck: 'collar', placket: 'buttons', pocket: true, length: 40 }), [380, 400], true),
  polo: drawing(top({ sleeve: 'short', neck: 'polo' }), [500, 250], true),
  'sport-shirt': drawing(top({ sleeve: 'short', neck: 'round', stripe: true }), [500, 560], true),
  jersey: drawing(top({ sleeve: 'short', neck: 'round', placket: 'zip', stripe: true }), [500, 300], true),
  jacket: drawing(top({ sleeve: 'long', neck: 'round', placket: 'zip', cuffs: true, length: 20 }), [500, 250], true),
  'summer-dress': drawing(dress({ straps: true }), [500, 270], true),
  'wrap-dress': drawing(dress({ wrap: true, sleeve: 'short' }), [520, 330], true),
  'maxi-dress': drawing(dress({ straps: true, long: true }), [500, 500], true),
  'shirt-dress': drawing(dress({ collar: true, sleeve: 'short' }), [500, 220], true),
  'knit-dress': drawing(dress({ knit: true, sleeve: 'long' }), [500, 620], true),
  chinos: drawing(trousers({}), [500, 200], true),
  jeans: drawing(trousers({ denim: true }), [400, 220], true),
  cargo: drawing(trousers({ cargo: true }), [330, 550], true),
  joggers: drawing(trousers({ cuffs: true, drawstring: true }), [500, 200], true),
  tights: drawing(trousers({ slim: true }), [500, 200], true),
  'hydration-vest': drawing(vest, [335, 500], true),
};
