// The product's pictures (up to five): each with a remove button, and a button that opens the
// phone's picker for more.
import { Button, Form, Image, Space } from 'antd-mobile';
import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { MAX_PICTURES } from '../lib/product-form';

interface Props {
  pictures: string[];
  uploading: boolean;
  onAdd: (files: FileList | null) => Promise<void>;
  onRemove: (url: string) => void;
}

export function ProductPictures({ pictures, uploading, onAdd, onRemove }: Props) {
  const { t } = useTranslation('merchantProducts');
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <Form.Header>{t('detail.pictures', { count: pictures.length, max: MAX_PICTURES })}</Form.Header>
      <Form.Item>
        <Space wrap>
          {pictures.map((url) => (
            <div key={url} style={{ position: 'relative' }}>
              <Image src={url} width={80} height={80} fit="cover" alt="" />
              <Button size="mini" aria-label={t('action.removePicture')} onClick={() => onRemove(url)}>
                ×
              </Button>
            </div>
          ))}
          {pictures.length < MAX_PICTURES ? (
            <Button loading={uploading} onClick={() => fileInput.current?.click()}>
              {t('action.addPicture')}
            </Button>
          ) : null}
        </Space>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          multiple
          hidden
          aria-label={t('action.addPicture')}
          onChange={(event) => {
            void onAdd(event.target.files);
            event.target.value = '';
          }}
        />
      </Form.Item>
    </>
  );
}
