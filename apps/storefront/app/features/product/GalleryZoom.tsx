// The gallery's large view (loaded the first time a shopper opens it): one image at a time, as large
// as the screen allows, from the media's largest files. Previous/next buttons, the arrow keys and a
// horizontal swipe move between images; Escape closes and focus returns to the picture that opened
// it (ui/Modal.tsx).
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, type PointerEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { largeImage } from './gallery-zoom.ts';
import type { ImageView } from '../product-data/index.ts';

interface Props {
  images: ImageView[];
  name: string;
  index: number;
  onIndex: (index: number) => void;
  open: boolean;
  onClose: () => void;
}

/** A swipe is a horizontal move of at least this many pixels. */
const SWIPE = 40;

export default function GalleryZoom({ images, name, index, onIndex, open, onClose }: Props) {
  const { t } = useTranslation();
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  // Arrow keys wherever the focus is in the dialog (its close button comes first).
  useEffect(() => {
    if (!open || count < 2) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      event.preventDefault();
      onIndex((index + (event.key === 'ArrowRight' ? 1 : -1) + count) % count);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, count, index, onIndex]);
  const image = images[index] ?? images[0];
  if (!image) return null;
  const large = largeImage(image);
  const go = (step: 1 | -1) => onIndex((index + step + count) % count);
  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || count < 2) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) >= SWIPE && Math.abs(dx) > Math.abs(event.clientY - from.y)) go(dx < 0 ? 1 : -1);
  };
  return (
    <Modal open={open} onClose={onClose} title={t('discovery.zoom.title', { name })} placement="wide">
      <div className="space-y-3" data-testid="gallery-zoom">
        {/* A swipe is a shortcut of the buttons below, which are the accessible path. */}
        <div className="flex touch-pan-y justify-center rounded-card bg-surface select-none" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
          <img
            key={large.src}
            src={large.src}
            srcSet={large.srcSet}
            sizes="(min-width: 1024px) 64rem, 100vw"
            alt={image.alt}
            width={image.width}
            height={image.height}
            draggable={false}
            className="max-h-[75dvh] w-auto object-contain"
          />
        </div>
        {count > 1 && (
          <div className="flex items-center justify-center gap-3">
            <IconButton
              label={t('discovery.zoom.previous')}
              icon={<ChevronLeft aria-hidden="true" size={20} />}
              onClick={() => go(-1)}
              className="border border-line"
            />
            <p className="min-w-24 text-center text-sm text-muted tabular-nums" aria-live="polite" data-testid="zoom-position">
              {t('discovery.zoom.position', { index: index + 1, count })}
            </p>
            <IconButton
              label={t('discovery.zoom.next')}
              icon={<ChevronRight aria-hidden="true" size={20} />}
              onClick={() => go(1)}
              className="border border-line"
            />
          </div>
        )}
      </div>
    </Modal>
  );
}
