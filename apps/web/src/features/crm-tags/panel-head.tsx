import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { useAction } from '../../platform/access/use-action';

interface PanelHeadProps {
  title: string;
  addLabel: string;
  onAdd(): void;
}

/** A tag-screen panel's title, with its 新增 button for holders of the add oper. */
export function PanelHead({ title, addLabel, onAdd }: PanelHeadProps) {
  const can = useAction();
  return (
    <div className="atrium-panel-head">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {can('add') && (
        <Button size="small" type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </div>
  );
}
