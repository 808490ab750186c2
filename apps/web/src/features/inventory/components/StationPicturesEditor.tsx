import { type StationFull } from '@eqmp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Empty, Image, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../components/DeleteButton';
import { inventoryKeys } from '../api/inventory-api';
import { removeGalleryPicture, removeStationPicture } from '../api/inventory-mutations';
import { pictureSrc, uploadGalleryPicture, uploadMainPicture } from '../api/upload-picture';
import { useInventoryAction } from '../hooks/useInventoryAction';
import { PICTURE_MAX_MB } from '../utils/picture-check';
import { PictureUpload } from './PictureUpload';

/** The station's main picture and gallery: upload, replace and remove. */
export function StationPicturesEditor({ station }: { station: StationFull }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [caption, setCaption] = useState('');
  const refresh = () => void queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
  const removeMain = useInventoryAction(() => removeStationPicture(station.id), {
    doneKey: 'inventory:picture.removed',
  });
  const removeFromGallery = useInventoryAction(
    (id: number) => removeGalleryPicture(station.id, id),
    { doneKey: 'inventory:picture.removed' },
  );
  const alt = t('inventory:picture.alt', { id: station.id });

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Text type="secondary">
        {t('inventory:picture.hint', { max: PICTURE_MAX_MB })}
      </Typography.Text>
      <Card size="small" title={t('inventory:picture.main')}>
        <Space orientation="vertical">
          {station.pictureUrl ? (
            <Image src={pictureSrc(station.pictureUrl)} alt={alt} width={280} />
          ) : (
            <Empty description={t('inventory:station.noPicture')} />
          )}
          <Space>
            <PictureUpload
              label={t(
                station.pictureUrl ? 'inventory:picture.replace' : 'inventory:picture.upload',
              )}
              send={(file) => uploadMainPicture(station.id, file)}
              onSent={refresh}
              {...(station.pictureUrl && { replaces: t('inventory:picture.replaceConfirm') })}
            />
            {station.pictureUrl && (
              <DeleteButton
                question={t('inventory:picture.removeConfirm')}
                onConfirm={() => removeMain.mutate(undefined)}
              />
            )}
          </Space>
        </Space>
      </Card>
      <Card size="small" title={t('inventory:station.gallery')}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <Input
              placeholder={t('inventory:picture.caption')}
              aria-label={t('inventory:picture.caption')}
              value={caption}
              maxLength={200}
              onChange={(e) => setCaption(e.target.value)}
              style={{ width: 260 }}
            />
            <PictureUpload
              label={t('inventory:picture.addToGallery')}
              send={(file) => uploadGalleryPicture(station.id, file, caption)}
              onSent={() => (setCaption(''), refresh())}
            />
          </Space>
          {station.gallery.length === 0 ? (
            <Empty description={t('inventory:picture.emptyGallery')} />
          ) : (
            <Image.PreviewGroup>
              <Space wrap align="start">
                {station.gallery.map((picture) => (
                  <Space key={picture.id} orientation="vertical" size={4}>
                    <Image
                      src={pictureSrc(picture.url)}
                      alt={picture.caption ?? alt}
                      width={160}
                      height={120}
                      style={{ objectFit: 'cover' }}
                    />
                    <Typography.Text type="secondary" ellipsis style={{ maxWidth: 160 }}>
                      {picture.caption ?? ''}
                    </Typography.Text>
                    <DeleteButton
                      question={t('inventory:picture.removeConfirm')}
                      onConfirm={() => removeFromGallery.mutate(picture.id)}
                    />
                  </Space>
                ))}
              </Space>
            </Image.PreviewGroup>
          )}
        </Space>
      </Card>
    </Space>
  );
}
